import type { Rule } from 'eslint';

/** eslint-rules/colour-pairs.mjs: a light colour class and its dark: twin where a colour token has both colours. */
declare const colourPairs: Rule.RuleModule;
export default colourPairs;
