/**
 * A module that runs only on the server says so with `import 'server-only'`, so that a
 * client component importing it fails the build instead of shipping server code (or a
 * secret) to the browser. Options: `requestModules`, imports that make a module need a
 * request (next/headers, next-intl/server); or `always`, for a folder that is server code
 * throughout, where only a module of types alone is exempt (it leaves nothing at runtime).
 */

/** Whether a top-level statement leaves nothing at runtime: a type, an interface, a type-only import or export. */
function typeOnly(statement) {
  switch (statement.type) {
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
      return true;
    case 'ImportDeclaration':
      return (
        statement.importKind === 'type' || (statement.specifiers.length > 0 && statement.specifiers.every((s) => s.importKind === 'type'))
      );
    case 'ExportNamedDeclaration':
      return statement.exportKind === 'type' || (statement.declaration !== null && typeOnly(statement.declaration));
    case 'ExportAllDeclaration':
      return statement.exportKind === 'type';
    default:
      return false;
  }
}

const serverOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Mark server modules with import 'server-only'" },
    schema: [
      {
        type: 'object',
        properties: { requestModules: { type: 'array', items: { type: 'string' } }, always: { type: 'boolean' } },
        additionalProperties: false
      }
    ],
    messages: {
      request: "This module imports {{source}}, which needs a request: add import 'server-only'.",
      always:
        "Modules in this folder are server code: add import 'server-only' (or share it with the browser on purpose, in eslint.config.mjs)."
    }
  },
  create(context) {
    const { requestModules = [], always = false } = context.options[0] ?? {};
    return {
      Program(program) {
        const imports = program.body.filter((statement) => statement.type === 'ImportDeclaration');
        if (imports.some((statement) => statement.source.value === 'server-only')) return;
        const request = imports.find((statement) => requestModules.includes(statement.source.value));
        if (request) context.report({ node: request, messageId: 'request', data: { source: request.source.value } });
        else if (always && !program.body.every(typeOnly))
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'always' });
      }
    };
  }
};

export default serverOnly;
