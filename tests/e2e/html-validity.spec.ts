import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../helpers/e2e/test';
import { buildDir, prerenderedHtmlFiles } from '@/lib/next-build/output';
import { locales } from '../helpers/e2e/test-data';

/**
 * The W3C Nu HTML Checker (npm's vnu-jar, on the system's Java) over every page the
 * build prerendered, in every language, and the 404 responses the server writes at
 * request time: no error, no warning. Only the "trailing slash on void elements" info,
 * which React's output (`<meta ... />`) produces everywhere, is left aside.
 * One JVM checks every file at once (~15 s for ~150 pages).
 */
/** The checker's jar, from npm's vnu-jar (its own Java download is not used: Debian's Java runs it). */
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Next's built-in static 500 page (next/dist/client/components/builtin/app-error.js, copied
 * to pages/500.html): no file of ours makes it and no option changes it; it lacks a lang.
 */
const nextBuiltin500 = '_global-error.html';

/** 404s the server composes at request time, in each language and outside every locale. */
const notFoundPaths = [
  ...locales.map((l) => `/${l}/no-such-page`),
  '/no-such-page',
  '/news/1999',
  '/ar/services/no-such-service',
  '/api/no-such-endpoint'
];

/** A page with the two faults the contact form had: proof the checker runs and reports. */
const knownBad = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>
<label>D <select name="d" required aria-required="true"><option value="general">General</option></select></label></body></html>`;

type Message = { type: string; subType?: string; message: string; url?: string; lastLine?: number; extract?: string };

/** React writes void elements with a trailing slash; the checker notes each one. Nothing else is set aside. */
const ignorable = (m: Message) => m.type === 'info' && !m.subType && m.message.startsWith('Trailing slash on void elements');

test('every prerendered page and every 404 passes the Nu HTML Checker: 0 errors, 0 warnings', async ({ request }) => {
  test.setTimeout(180_000);
  const all = prerenderedHtmlFiles(buildDir());
  const builtin500 = all.find((f) => path.basename(f) === nextBuiltin500);
  expect(builtin500, `${nextBuiltin500} among the prerendered files`).toBeDefined();
  expect(fs.readFileSync(builtin500!, 'utf8')).toContain('id="__next_error__"');
  const pages = all.filter((f) => f !== builtin500);
  for (const locale of locales)
    expect(
      pages.some((f) => f.endsWith(path.join(locale, 'contact.html'))),
      locale
    ).toBe(true);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  const served: string[] = [];
  for (const p of notFoundPaths) {
    const response = await request.get(p);
    expect(response.status(), p).toBe(404);
    const file = path.join(tmp, `404${p.replaceAll('/', '_')}.html`);
    fs.writeFileSync(file, await response.text());
    served.push(file);
  }
  const bad = path.join(tmp, 'known-bad.html');
  fs.writeFileSync(bad, knownBad);

  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages, ...served, bad],
    { maxBuffer: 64 * 1024 * 1024 }
  );
  const messages = (JSON.parse(stderr) as { messages: Message[] }).messages.filter((m) => !ignorable(m));
  fs.rmSync(tmp, { recursive: true, force: true });

  const ofBad = messages.filter((m) => m.url?.endsWith('known-bad.html'));
  expect(ofBad.map((m) => m.message).join('\n')).toMatch(/first “option” element in a “select” element with a “required” attribute/);
  expect(ofBad.map((m) => m.message).join('\n')).toMatch(/“aria-required” is unnecessary/);

  const found = messages
    .filter((m) => !m.url?.endsWith('known-bad.html'))
    .map(
      (m) =>
        `${m.type}${m.subType ? `/${m.subType}` : ''} ${m.url?.split(/server\/app\/|html-validity-[^/]+\//).pop()}:${m.lastLine}: ${m.message}`
    );
  expect(found, `checked ${pages.length} prerendered pages and ${served.length} 404s`).toEqual([]);
  expect(pages.length).toBeGreaterThan(100);
});
