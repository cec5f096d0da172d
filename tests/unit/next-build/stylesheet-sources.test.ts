import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import tailwindConfig from '@/tailwind.config.mjs';

/**
 * The site's stylesheet is generated from the classes Tailwind finds in the files it scans,
 * and its name is a hash of it. By default Tailwind scans every file in the folder that git
 * does not ignore, so a note, a script or a results file beside the checkout added rules,
 * and two checkouts of one commit served stylesheets under different names (docs/deploying.md, Several instances).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const css = fs.readFileSync(path.join(root, 'app/globals.css'), 'utf8');

describe('app/globals.css: the classes come from the site code only', () => {
  it("turns Tailwind's automatic detection of source files off", () => {
    const tailwindImports = css.match(/@import\s+['"]tailwindcss['"][^;]*;/g) ?? [];
    expect(tailwindImports).toEqual(["@import 'tailwindcss' source(none);"]);
    expect(css).not.toMatch(/@source\b/);
  });

  it('scans what tailwind.config.mts names: the components, pages and lib code, nothing beside them', () => {
    expect(css).toContain("@config '../tailwind.config.mts';");
    const content = tailwindConfig.content as string[];
    expect(content.length).toBeGreaterThan(0);
    expect(content.filter((glob) => !/^\.\/(app|components|lib)\/\*\*\/\*\.\{ts,tsx\}$/.test(glob))).toEqual([]);
  });
});
