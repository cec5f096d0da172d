/**
 * A rule like ESLint's no-restricted-syntax (options: { selector, message } objects), made
 * under a name of its own for each value that has one home. ESLint keeps one set of options
 * per rule and file, so restrictions with different scopes cannot share one rule; as rules
 * of their own, each is scoped by its own `files` and reported by its own name.
 */
export default function restrictedSyntax(description) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description },
      schema: {
        type: 'array',
        items: {
          type: 'object',
          properties: { selector: { type: 'string' }, message: { type: 'string' } },
          required: ['selector', 'message'],
          additionalProperties: false
        }
      }
    },
    create(context) {
      const visitors = {};
      for (const { selector, message } of context.options) {
        const before = visitors[selector];
        visitors[selector] = (node) => {
          before?.(node);
          context.report({ node, message });
        };
      }
      return visitors;
    }
  };
}
