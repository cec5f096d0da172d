import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clientChunks,
  frameworkRuntimeFiles,
  notFoundPageHtml,
  prerenderedHtmlFiles,
  prerenderedPages,
  publicPath,
  rewriteStaticAsset
} from '@/lib/next-build/output';
import { removeProxyPolicyStep } from '@/lib/next-build/proxy-copies';

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
    expect(() => prerenderedPages(dist)).toThrow(path.join(dist, 'server', 'app'));
    expect(() => clientChunks(dist)).toThrow(path.join(dist, 'static', 'chunks'));
    expect(installed).toMatch(/^16\./);
  });

  it('lists and reads the prerendered pages of a build laid out as Next puts them', () => {
    fs.mkdirSync(path.join(dist, 'server', 'app', 'ru'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'app', 'en.html'), '<html>en</html>');
    fs.writeFileSync(path.join(dist, 'server', 'app', 'ru', 'hseq.html'), '<html>ru hseq</html>');
    fs.writeFileSync(path.join(dist, 'server', 'app', 'ru', 'not-found-page.html'), '<html>ru 404</html>');
    fs.writeFileSync(path.join(dist, 'server', 'app', '_not-found.html'), '<html>Next 404</html>');
    expect(prerenderedPages(dist)).toEqual([
      { route: '/', html: '<html>en</html>' },
      { route: '/ru/hseq', html: '<html>ru hseq</html>' }
    ]);
    expect(notFoundPageHtml(dist, 'ru')).toBe('<html>ru 404</html>');
    const app = path.join(dist, 'server', 'app');
    expect(prerenderedHtmlFiles(dist)).toEqual(
      ['_not-found.html', 'en.html', 'ru/hseq.html', 'ru/not-found-page.html'].map((f) => path.join(app, f))
    );
    expect(publicPath('en/news/2016.html')).toBe('/news/2016');
    expect(publicPath('az/not-found-page.html')).toBeNull();
  });

  it('rewrites a file served under /_next/static/ in place, and only such a file', () => {
    const chunk = path.join(dist, 'static', 'chunks', 'a.js');
    expect(() => rewriteStaticAsset(dist, '/_next/static/chunks/a.js', (s) => s)).toThrow(chunk);
    fs.mkdirSync(path.dirname(chunk), { recursive: true });
    fs.writeFileSync(chunk, 'self.x=1');
    rewriteStaticAsset(dist, '/_next/static/chunks/a.js', (s) => `//x\n${s}`);
    expect(fs.readFileSync(chunk, 'utf8')).toBe('//x\nself.x=1');
    expect(() => rewriteStaticAsset(dist, '/chunks/a.js', (s) => s)).toThrow('/_next/static/');
  });

  it('names the runtime every page loads from the build manifest, and fails on another shape', () => {
    expect(() => frameworkRuntimeFiles(dist)).toThrow(path.join(dist, 'build-manifest.json'));
    fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/a.js'] }));
    expect(frameworkRuntimeFiles(dist)).toEqual(['static/chunks/a.js']);
    fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: 'static/chunks/a.js' }));
    expect(() => frameworkRuntimeFiles(dist)).toThrow('rootMainFiles');
  });

  it("takes the proxy's policy call out of its compiled chunk and leaves the rest of the proxy, once and only once", () => {
    const chunk = path.join(dist, 'server', 'chunks', '[root-of-the-server]__a._.js');
    fs.mkdirSync(path.dirname(chunk), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'server', 'middleware.js'),
      'var R=require("./chunks/[turbopack]_runtime.js")("server/middleware.js")\nR.c("server/chunks/[root-of-the-server]__a._.js")\n'
    );
    // The shape Turbopack's minifier gives proxy.ts (next 16.4): the policy lookup inlined into the call.
    const proxy =
      'async function sS(e){let t=await sE(e);return t.headers.set("Content-Security-Policy",function(e){let t;' +
      'if("production"!==o4("NODE_ENV"))return ss({development:!0});let r=sf();' +
      'return r?r.pages[e]??r.notFound[ny(t=e.split("/")[1]??"")?t:"en"]?.csp??sl:sl}(e.nextUrl.pathname)),t}' +
      'async function sE(e){return e.headers.set("x-other",")"),e}';
    fs.writeFileSync(chunk, proxy);
    removeProxyPolicyStep(dist);
    expect(fs.readFileSync(chunk, 'utf8')).toBe(
      'async function sS(e){let t=await sE(e);return void 0,t}async function sE(e){return e.headers.set("x-other",")"),e}'
    );
    // Done once, the copy has no step left to take out: it fails rather than measure the wrong thing.
    expect(() => removeProxyPolicyStep(dist)).toThrow('found 0');
  });
});

describe('nothing else reads Next build output', () => {
  // Names of Next's build layout. The bench reads its build through
  // lib/next-build/output.ts like the rest; the floor app's it only serves.
  const layout =
    /server['"`]?\s*[,/]\s*['"`]?app\b|(?:routes|prerender|build|app-path-routes)-manifest|route-cache|(?<!_next\/)static['"`]?\s*[,/]\s*['"`]?chunks/;
  const roots = ['app', 'bench', 'components', 'content', 'lib', 'scripts', 'tests', 'proxy.ts', 'next.config.ts', 'instrumentation.ts'];
  // The postbuild check's test alters copies of a real build, file by file, as a Next
  // upgrade might, and the reproducible-build comparison's test lays out two small builds
  // to compare, and the page policies' test lays out one build's pages: they name the
  // layout on purpose.
  const allowed = new Set([
    'lib/next-build/output.ts',
    'tests/unit/next-build/page-policies.test.ts',
    'tests/unit/next-build/output.test.ts',
    'tests/integration/next-build/verify-build.test.ts',
    'tests/unit/dev/reproducible-build.test.ts'
  ]);

  function sources(entry: string): string[] {
    if (!fs.statSync(entry).isDirectory()) return [entry];
    return fs
      .readdirSync(entry, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(entry, file).split(path.sep).join('/'))
      .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !/\/(?:fixtures|\.next[^/]*|results)\//.test(file));
  }

  it('is read only by lib/next-build/output.ts', () => {
    const readers = roots
      .filter((root) => fs.existsSync(root))
      .flatMap(sources)
      .filter((file) => !allowed.has(file) && layout.test(fs.readFileSync(file, 'utf8')));
    expect(readers, 'read Next build output through lib/next-build/output.ts').toEqual([]);
  });
});
