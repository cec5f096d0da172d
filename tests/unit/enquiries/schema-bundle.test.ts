import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/source-files';

/**
 * The contact form checks a post in the browser with lib/enquiries/schema.ts before it
 * sends it. What that module brings along is in the form's JavaScript: the field table
 * (@site/contact-form) and the ids of countries and departments, but not the company facts or the schema of
 * the environment (lib/env.ts, with a documentation line per variable), which the facts
 * read.
 */
describe('the contact form schema in the browser', () => {
  it('brings neither the environment schema nor the company facts', async () => {
    const result = await build({
      entryPoints: [path.join(repoRoot, 'lib/enquiries/schema.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'browser',
      format: 'esm',
      alias: { '@': repoRoot },
      logLevel: 'silent'
    });
    const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(repoRoot, path.resolve(repoRoot, file)));
    expect(inputs).toContain('packages/contact-form/src/fields.ts');
    expect(inputs).toContain('lib/site-ids.ts');
    expect(inputs).not.toContain('lib/env.ts');
    expect(inputs).not.toContain('lib/site-config.ts');
  });
});
