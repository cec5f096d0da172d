/**
 * The environment is read through lib/env.ts, where every variable is declared once with
 * its parse, default and documentation. Elsewhere `process.env` is reported, in every
 * form that reads it: `process.env.X`, `process.env[name]`, `process.env` handed on as a
 * value, `const { X } = process.env`, and `env` imported from node:process. Two are not
 * reads: spreading it into an object (`{ ...process.env, X: '1' }`, the environment of a
 * child process) and `typeof process`.
 *
 * Options: `{ allow: [names] }`, the variables a file may still read literally (an
 * exception lib/env.ts explains); `'*'` allows the whole environment.
 */

/** The variable a `process.env…` member expression names, when it is written literally. */
function literalName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return null;
}

const isProcessEnv = (node) =>
  node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'process' && literalName(node) === 'env';

const processEnv = {
  meta: {
    type: 'problem',
    docs: { description: 'Read environment variables only through lib/env.ts' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false
      }
    ],
    messages: {
      read: '{{what}} read from process.env: declare it in lib/env.ts and read it with env().',
      imported: "env imported from '{{source}}': read the environment with env() of lib/env.ts."
    }
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const allowed = (name) => allow.has('*') || (name !== null && allow.has(name));
    return {
      MemberExpression(node) {
        if (!isProcessEnv(node)) return;
        const parent = node.parent;
        if (parent.type === 'SpreadElement') return;
        if (parent.type === 'MemberExpression' && parent.object === node) {
          const name = literalName(parent);
          if (!allowed(name)) context.report({ node: parent, messageId: 'read', data: { what: name ?? 'A variable named at run time' } });
          return;
        }
        if (!allowed(null)) context.report({ node, messageId: 'read', data: { what: 'The whole environment' } });
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source !== 'process' && source !== 'node:process') return;
        const env = node.specifiers.find((s) => s.type === 'ImportSpecifier' && s.imported.name === 'env');
        if (env && !allowed(null)) context.report({ node: env, messageId: 'imported', data: { source } });
      }
    };
  }
};

export default processEnv;
