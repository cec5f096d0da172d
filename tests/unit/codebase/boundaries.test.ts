import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../../helpers/source-files';

const libModules = sourceFiles(['.ts', '.tsx']).filter((file) => file.startsWith('lib/'));

describe('server and client boundaries in lib/', () => {
  it('marks modules that need a request (next-intl/server, next/headers) with server-only', () => {
    const unmarked = libModules.filter((file) => {
      const source = readSource(file);
      return /from '(?:next-intl\/server|next\/headers)'/.test(source) && !source.includes("import 'server-only';");
    });
    expect(unmarked).toEqual([]);
  });

  it('marks the enquiry pipeline server-only, except what the browser shares (limits, codes, error messages, schema, field order)', () => {
    const sharedWithBrowser = ['limits', 'codes', 'error-messages', 'schema', 'form-order'].map((name) => `lib/enquiries/${name}.ts`);
    const unmarked = libModules.filter((file) => {
      if (!file.startsWith('lib/enquiries/') || sharedWithBrowser.includes(file)) return false;
      const source = readSource(file);
      const typesOnly = !/^(?:export (?:async )?(?:function|const|class|let)|import (?!type)[^;]*from)/m.test(source);
      return !typesOnly && !source.includes("import 'server-only';");
    });
    expect(unmarked).toEqual([]);
  });

  it('marks client modules ("use client", or reading document or window on import) with client-only', () => {
    const unmarked = libModules.filter((file) => {
      const source = readSource(file);
      const client = /^'use client';/.test(source) || /^export const \w+[^=]*=\s*typeof document/m.test(source);
      return client && !source.includes("import 'client-only';");
    });
    expect(unmarked).toEqual([]);
  });
});
