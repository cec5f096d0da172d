import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variables } from '@/lib/env';
import { envTable, envTableEnd, envTableStart, tabled, withEnvTable } from '@/scripts/dev/env-table';

const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');

describe("README's table of environment variables", () => {
  it('is the one lib/env.ts generates (run `npm run env-table`)', () => {
    expect(readme).toBe(withEnvTable(readme));
  });

  it('has a row, with its line of documentation, for every variable a deployment or its host sets, and only those', () => {
    const table = envTable();
    for (const [name, declared] of Object.entries(variables)) {
      if (!tabled(declared)) expect(table, name).not.toContain(`| \`${name}\``);
      else {
        expect(table, name).toContain(`| \`${name}\``);
        expect(table, name).toContain(declared.doc);
      }
    }
    expect(tabled(variables.NODE_ENV)).toBe(false);
    expect(tabled(variables.VERCEL)).toBe(true);
  });

  it('rewrites only what is between its markers', () => {
    const text = `before\n${envTableStart}\nold table\n${envTableEnd}\nafter\n`;
    expect(withEnvTable(text)).toBe(`before\n${envTableStart}\n\n${envTable()}\n\n${envTableEnd}\nafter\n`);
    expect(() => withEnvTable('no markers')).toThrow(envTableStart);
  });
});
