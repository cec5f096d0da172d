import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from '@/lib/next-build/compile-hint';
import { loaderMarker, startupList } from '@/lib/next-build/paint-first';
import { checkPages } from '@/lib/next-build/verify';

/**
 * The postbuild check (scripts/verify-build.ts) run against copies of a real build,
 * each altered the way a Next upgrade could alter it. The build is `.next` (npm test
 * builds it first); without one, it is built here once.
 */
const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, '.next');

let work = '';
let copies = 0;

/**
 * A fresh copy of the build to alter: all of it (its compile cache aside) for
 * `next start`, else only the pages' HTML and the static files the page checks read.
 */
function copyOfBuild(forServer = false): string {
  const dist = path.join(work, `build-${++copies}`);
  const wanted = (relative: string) =>
    forServer
      ? relative !== 'cache'
      : relative === '' || ['server', 'server/app', 'static'].some((dir) => relative === dir || relative.startsWith(`${dir}/`))
        ? !relative.startsWith('server/app/') || relative.endsWith('.html') || !path.extname(relative)
        : false;
  fs.cpSync(source, dist, { recursive: true, filter: (file) => wanted(path.relative(source, file).split(path.sep).join('/')) });
  return dist;
}

const page = (dist: string, relative: string) => path.join(dist, 'server', 'app', relative);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const staticFile = (dist: string, url: string) => path.join(dist, 'static', url.replace(/^\/_next\/static\//, ''));

/** The postbuild check as `npm run build` runs it, on `dist`: its exit code and output. */
function verifyBuild(dist: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/verify-build.ts'], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_BUILD_VARIANT: 'paint-first' },
    encoding: 'utf8'
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('scripts/verify-build: the postbuild step fails loudly on a real build that was altered', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(source, 'BUILD_ID'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    // Inside the project: next start refuses a build folder outside it (git-ignored as .next-*).
    work = fs.mkdtempSync(path.join(root, '.next-verify-'));
  }, 20 * 60_000);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('passes the build as it was made, pages and served headers both', () => {
    const dist = copyOfBuild(true);
    expect(checkPages(dist)).toEqual([]);
    const { status, output } = verifyBuild(dist);
    expect(output).toContain('every prerendered page and the files it names check out');
    expect(status).toBe(0);
  }, 120_000);

  it('fails when a page is left as Next wrote it (a changed chunk <script> shape)', () => {
    const dist = copyOfBuild();
    const file = page(dist, 'en/contact.html');
    const html = read(file);
    const list = startupList(html)!;
    const nextShape = list.scripts.map((src) => `<script src="${src}" async=""></script>`).join('');
    fs.writeFileSync(file, html.replace(new RegExp(`<script [^>]*${loaderMarker}="">.*?</script>`, 's'), nextShape));
    expect(checkPages(dist)).toEqual([
      expect.stringMatching(/^\/contact: left unrewritten \(\d+ chunk scripts as Next wrote them, no loader\)$/)
    ]);
  });

  it('fails when the flight data is left inline (a changed flight-script shape)', () => {
    const dist = copyOfBuild();
    const file = page(dist, 'ru/news.html');
    fs.writeFileSync(file, read(file).replace('</body>', '<script>self.__next_f.push([1,"0:[]\\n"])</script></body>'));
    expect(checkPages(dist)).toEqual(['/ru/news: flight data left inline beside the loader']);
  });

  it("fails when a start-up list does not end with Turbopack's runtime (a renamed runtime chunk)", () => {
    const dist = copyOfBuild();
    const file = page(dist, 'az/management.html');
    const html = read(file);
    const { scripts } = startupList(html)!;
    const runtime = scripts.at(-1)!;
    const renamed = runtime.replace(/\/turbopack-/, '/runtime-');
    fs.renameSync(staticFile(dist, runtime), staticFile(dist, renamed));
    fs.writeFileSync(file, html.replace(JSON.stringify(runtime), JSON.stringify(renamed)));
    const problems = checkPages(dist);
    expect(problems).toContain(`/az/management: the start-up list ends with ${renamed}, not Turbopack's runtime (turbopack-*.js)`);
    // Every other page still names the runtime under its old name, now missing.
    expect(problems.some((p) => p.startsWith(`missing from the build: ${runtime}`))).toBe(true);
  });

  it('fails when a chunk a page names is missing from the build, or lost its compile hint', () => {
    const dist = copyOfBuild();
    const { scripts } = startupList(read(page(dist, 'ar.html')))!;
    const [first, second] = scripts;
    fs.rmSync(staticFile(dist, first!));
    fs.writeFileSync(staticFile(dist, second!), read(staticFile(dist, second!)).replace(`${compileHint}\n`, ''));
    const problems = checkPages(dist);
    expect(problems).toContain(`start-up chunk without the compile hint: ${second}`);
    expect(problems.some((p) => p.startsWith(`missing from the build: ${first} (named by `))).toBe(true);
  });

  it('holds a hint-only build to its own shape: a page without chunk scripts as Next writes them fails it', () => {
    // The rewritten pages of this build have none left, as a hint-only build whose
    // chunk <script> shape changed would have none: every public page is named.
    const problems = checkPages(copyOfBuild(), 'hint-only');
    expect(problems).toContain('/ru/contact: no chunk <script> in the shape lib/next-build/paint-first.ts reads');
    expect(problems.filter((p) => p.endsWith('no chunk <script> in the shape lib/next-build/paint-first.ts reads')).length).toBeGreaterThan(
      100
    );
  });

  it("fails when next start does not match a page's CSP header rule", () => {
    const dist = copyOfBuild(true);
    const manifestFile = path.join(dist, 'routes-manifest.json');
    const manifest = JSON.parse(read(manifestFile)) as { headers: Array<{ source: string }> };
    const rule = manifest.headers.find((r) => r.source === '/ru/contact');
    expect(rule).toBeDefined();
    rule!.source = '/ru/contact/:rest+';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const { status, output } = verifyBuild(dist);
    expect(output).toContain('✗ next start sent /ru/contact without a Content-Security-Policy (no header rule matched it)');
    expect(output).toContain('1 problem(s)');
    expect(status).toBe(1);
  }, 120_000);
});
