/**
 * Where the build bundles the CV check's child (scripts/build/cv-sandbox-bundle.mts),
 * relative to the project folder: a file of the site's own, not of Next's build folder,
 * which next.config.ts names in `outputFileTracingIncludes` so that every deployment's
 * copy of the contact route has it (a serverless function's bundle, Next's standalone
 * output). Node built-ins only: next.config.ts loads it.
 */
export const sandboxBundle = 'generated/cv-sandbox.cjs';
