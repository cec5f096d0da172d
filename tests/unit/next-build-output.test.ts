import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clientChunks,
  fillRequestedPath,
  notFoundPageHtml,
  prerenderedHtmlFiles,
  setHeaderRulesAfterBuild
} from '@/lib/next-build/output';

// Read apart from the module under test: the message must name the Next actually installed.
const installed = (JSON.parse(fs.readFileSync(path.resolve('node_modules/next/package.json'), 'utf8')) as { version: string }).version;

describe('lib/next-build/output: the one reader of Next build output', () => {
  let dist = '';
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'next-build-layout-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('fails with the installed Next version and the missing path when the layout is not there', () => {
    const notFound = path.join(dist, 'server', 'app', 'ru', 'not-found-page.html');
    expect(() => notFoundPageHtml(dist, 'ru')).toThrow(`next@${installed}`);
    expect(() => notFoundPageHtml(dist, 'ru')).toThrow(notFound);
    expect(() => prerenderedHtmlFiles(dist)).toThrow(path.join(dist, 'server', 'app'));
    expect(() => setHeaderRulesAfterBuild(dist, [])).toThrow(path.join(dist, 'routes-manifest.json'));
    expect(() => clientChunks(dist)).toThrow(path.join(dist, 'static', 'chunks'));
    expect(installed).toMatch(/^16\./);
  });

  it('fails as clearly when the routes manifest has no header rules', () => {
    fs.writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify({ version: 3 }));
    expect(() => setHeaderRulesAfterBuild(dist, [])).toThrow(/next@16\.\d+\.\d+.*"headers"/);
  });

  it('lists and reads the prerendered pages of a build laid out as Next puts them', () => {
    fs.mkdirSync(path.join(dist, 'server', 'app', 'ru'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'app', 'en.html'), '<html>en</html>');
    fs.writeFileSync(path.join(dist, 'server', 'app', 'ru', 'not-found-page.html'), '<html>ru 404</html>');
    expect(prerenderedHtmlFiles(dist)).toEqual(['en.html', 'ru/not-found-page.html']);
    expect(notFoundPageHtml(dist, 'ru')).toBe('<html>ru 404</html>');
  });

  it('adds its header rules after next.config\'s, replacing its own from an earlier run', () => {
    const file = path.join(dist, 'routes-manifest.json');
    const configRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }], regex: '^.*$' };
    fs.writeFileSync(file, JSON.stringify({ version: 3, headers: [configRule] }));
    const rule = (value: string) => ({ source: '/hseq', headers: [{ key: 'Content-Security-Policy', value }] });
    setHeaderRulesAfterBuild(dist, [rule('first')]);
    setHeaderRulesAfterBuild(dist, [rule('second')]);
    const { headers } = JSON.parse(fs.readFileSync(file, 'utf8')) as { headers: Array<{ source: string; headers: unknown[] }> };
    expect(headers.map((h) => h.source)).toEqual(['/:path*', '/hseq']);
    expect(JSON.stringify(headers)).toContain('second');
    expect(JSON.stringify(headers)).not.toContain('first');
  });

  it('patches the requested path through the data-requested-path slot, not a test id', () => {
    const html = '<p>Address: <code dir="ltr" class="c" data-requested-path="" data-testid="x">/ru/not-found-page</code></p>';
    expect(fillRequestedPath(html, '/ru/&#60;b&#62;')).toBe(
      '<p>Address: <code dir="ltr" class="c" data-requested-path="" data-testid="x">/ru/&#60;b&#62;</code></p>'
    );
    // An attribute that only starts the same does not count, nor does a test id alone.
    expect(() => fillRequestedPath('<code data-requested-path-x="">a</code>', 'b')).toThrow(/data-requested-path/);
    expect(() => fillRequestedPath('<code data-testid="requested-path">a</code>', 'b')).toThrow(/data-requested-path/);
  });
});
