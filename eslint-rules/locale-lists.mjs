/**
 * The locale table (lib/i18n/locales.ts) is the only list of the site's languages;
 * everything else derives from it, so adding a language is one row there. Outside it, this
 * reports a list of locale codes written out (['en', 'ru'], 'en' | 'ru', '(ru|az|ar)',
 * "en, ru, az"), a choice made by hand among them (locale === 'ar' ? … : locale === 'ru' ?
 * …, or two cases of one switch), and catalogues imported by name for more than one code
 * (one is a test's sample language; two or more are a list). Option `codes`: the table's.
 */

const comparison = /^[!=]==?$/;

const localeLists = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Write locale codes out only in the locale table' },
    schema: [
      {
        type: 'object',
        properties: { codes: { type: 'array', items: { type: 'string' }, minItems: 2 } },
        required: ['codes'],
        additionalProperties: false
      }
    ],
    messages: {
      list: 'A list of locale codes: derive it from the locale table (lib/i18n/locales.ts).',
      choice: 'A choice by hand among locales: put what differs in the locale table (lib/i18n/locales.ts), or in the catalogues.',
      catalogues: 'A catalogue imported by name for each of several locales: import it by the locale (`@/messages/${locale}.json`).'
    }
  },
  create(context) {
    const code = `(?:${context.options[0].codes.join('|')})`;
    const isCode = (node) =>
      (node?.type === 'Literal' && new RegExp(`^${code}$`).test(node.value)) ||
      (node?.type === 'TemplateLiteral' && node.expressions.length === 0 && new RegExp(`^${code}$`).test(node.quasis[0].value.cooked));
    /** A pattern alternation ('/:locale(ru|az|ar)') or three codes written as prose ("in en, ru, az"). */
    const inText = new RegExp(`\\b${code}\\|${code}\\b|\\b${code},\\s*${code},\\s*${code}\\b`);
    const catalogue = new RegExp(`messages/(${code})\\.json$`);
    const catalogues = [];
    /** Comparisons with a code, by the outermost expression that holds them (no statement or function between). */
    const chains = new Map();

    /** Reports each pair of neighbours in `items` that are both codes. */
    const adjacent = (items, is) => {
      const at = items.findIndex((item, i) => i > 0 && is(item) && is(items[i - 1]));
      if (at > 0) context.report({ node: items[at - 1], messageId: 'list' });
    };
    const text = (node, value) => typeof value === 'string' && inText.test(value) && context.report({ node, messageId: 'list' });
    const source = (node) => {
      const match = typeof node.source?.value === 'string' && catalogue.exec(node.source.value);
      if (match) catalogues.push({ node, code: match[1] });
    };

    return {
      ArrayExpression: (node) => adjacent(node.elements, isCode),
      CallExpression: (node) => adjacent(node.arguments, isCode),
      NewExpression: (node) => adjacent(node.arguments, isCode),
      TSUnionType: (node) => adjacent(node.types, (type) => type.type === 'TSLiteralType' && isCode(type.literal)),
      Literal: (node) => text(node, node.regex ? node.regex.pattern : node.value),
      TemplateElement: (node) => text(node, node.value.cooked),
      JSXText: (node) => text(node, node.value),
      SwitchStatement(node) {
        const cases = node.cases.filter((c) => isCode(c.test));
        if (cases.length > 1) context.report({ node: cases[1], messageId: 'choice' });
      },
      BinaryExpression(node) {
        if (!comparison.test(node.operator) || !(isCode(node.left) || isCode(node.right))) return;
        let top = node;
        while (top.parent && /Expression$/.test(top.parent.type) && !/Function/.test(top.parent.type)) top = top.parent;
        chains.set(top, [...(chains.get(top) ?? []), node]);
      },
      ImportDeclaration: source,
      ImportExpression: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      'Program:exit'() {
        for (const found of chains.values()) if (found.length > 1) context.report({ node: found[0], messageId: 'choice' });
        if (new Set(catalogues.map((c) => c.code)).size > 1)
          for (const { node } of catalogues) context.report({ node, messageId: 'catalogues' });
      }
    };
  }
};

export default localeLists;
