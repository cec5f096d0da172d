/**
 * A colour that has a token is written as the token: app/globals.css sets each colour
 * token (text-muted, bg-surface, border-border, text-accent …) once for light and once for
 * dark mode, so a class list that pairs the token's light colour with a `dark:` class of its
 * dark colour (`text-neutral-700 dark:text-neutral-300`, or under one more variant:
 * `hover:bg-neutral-100 dark:hover:bg-neutral-800`) says with two classes what one says.
 * Reported in any string or template text of the code. Option `tokens`: the tokens of
 * app/globals.css as { name, light, dark } (eslint-rules/facts.mjs reads them), the colours
 * as Tailwind names them (`neutral-700`, `white`). Tokens named border* are for borders only.
 */

/** A colour utility: its property, then a palette colour, with an opacity modifier. */
const colourClass =
  /^(text|bg|border(?:-[xytrbls]|-[se])?|outline|ring|fill|stroke|decoration|divide|caret|accent)-((?:[a-z]+-\d{2,3})|white|black)(\/\d+)?$/;

/** The variants, property, colour and opacity of `cls`, or null when it is not a colour class. */
function parse(cls) {
  const parts = cls.split(':');
  const match = colourClass.exec(parts.at(-1));
  if (!match) return null;
  return { variants: parts.slice(0, -1), property: match[1], colour: match[2], opacity: match[3] ?? '' };
}

const colourPairs = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Write a colour that has a token as the token, not as a light class and its dark: twin' },
    schema: [
      {
        type: 'object',
        properties: {
          tokens: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, light: { type: 'string' }, dark: { type: 'string' } },
              required: ['name', 'light', 'dark'],
              additionalProperties: false
            }
          }
        },
        required: ['tokens'],
        additionalProperties: false
      }
    ],
    messages: {
      pair: '`{{light}} {{dark}}`: the same colours as the token {{tokens}} (app/globals.css); write that one class.'
    }
  },
  create(context) {
    const { tokens } = context.options[0];
    /** The tokens with these light and dark colours that suit `property`. */
    const tokensFor = (property, light, dark) =>
      tokens.filter((t) => t.light === light && t.dark === dark && (!t.name.startsWith('border') || property.startsWith('border')));

    function check(node, text) {
      if (typeof text !== 'string' || !text.includes('dark:')) return;
      const classes = text.split(/\s+/).filter(Boolean);
      const parsed = classes.map((cls) => ({ cls, ...parse(cls) })).filter((c) => c.property);
      for (const dark of parsed) {
        if (dark.variants[0] !== 'dark') continue;
        const variants = dark.variants.slice(1).join(':');
        const light = parsed.find(
          (c) => c.variants[0] !== 'dark' && c.variants.join(':') === variants && c.property === dark.property && c.opacity === dark.opacity
        );
        if (!light) continue;
        const found = tokensFor(dark.property, light.colour, dark.colour);
        if (!found.length) continue;
        const prefix = variants ? `${variants}:` : '';
        const suggestions = found.map((t) => `\`${prefix}${dark.property}-${t.name}${dark.opacity}\``).join(' or ');
        context.report({ node, messageId: 'pair', data: { light: light.cls, dark: dark.cls, tokens: suggestions } });
      }
    }

    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked)
    };
  }
};

export default colourPairs;
