/**
 * A browser module says so with `import 'client-only'`, so that a server module importing
 * it fails the build instead of failing at run time. A browser module is one marked
 * 'use client', or one that reads `document` or `window` when it is imported (a top-level
 * constant computed from them), not only inside its functions.
 */

const browserGlobals = new Set(['document', 'window']);

/** Whether evaluating `node` reads a browser global, leaving out function bodies (they run later). */
function readsBrowser(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (/Function/.test(node.type)) return false;
  if (node.type === 'Identifier') return browserGlobals.has(node.name);
  return Object.entries(node).some(([key, value]) => {
    if (key === 'parent' || key === 'typeAnnotation') return false;
    // In a.b, b is a property name, not a read of a global.
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) return false;
    // In { window: 1 }, window is a key.
    if (key === 'key' && node.type === 'Property' && !node.computed) return false;
    return Array.isArray(value) ? value.some(readsBrowser) : readsBrowser(value);
  });
}

const clientOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Mark browser modules with import 'client-only'" },
    schema: [],
    messages: {
      missing: "This module runs only in the browser ({{why}}): add import 'client-only'."
    }
  },
  create(context) {
    return {
      Program(program) {
        const body = program.body;
        if (body.some((statement) => statement.type === 'ImportDeclaration' && statement.source.value === 'client-only')) return;
        const useClient = body.find((statement) => statement.directive === 'use client');
        const declarations = body.map((statement) => (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement));
        const reading = declarations.find(
          (statement) => statement?.type === 'VariableDeclaration' && statement.declarations.some((d) => readsBrowser(d.init))
        );
        if (useClient) context.report({ node: useClient, messageId: 'missing', data: { why: "'use client'" } });
        else if (reading) context.report({ node: reading, messageId: 'missing', data: { why: 'it reads document or window on import' } });
      }
    };
  }
};

export default clientOnly;
