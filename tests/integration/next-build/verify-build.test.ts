import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from '@/lib/next-build/compile-hint';
import { startupChunks } from '@/lib/next-build/startup-chunks';
import { checkPages } from '@/lib/next-build/verify';

/**
 * The postbuild check (scripts/build/verify-build.ts) run against copies of a real build,
 * each altered the way a Next upgrade could alter it. The build is `.next` (npm test
 * builds it first); without one, it is built here once.
 */
const root = path.resolve(import.meta.dirname, '../../..');
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
      : relative === '' ||
          relative === 'site-compile-hint.json' ||
          ['server', 'server/app', 'static'].some((dir) => relative === dir || relative.startsWith(`${dir}/`))
        ? !relative.startsWith('server/app/') || relative.endsWith('.html') || !path.extname(relative)
        : false;
  fs.cpSync(source, dist, { recursive: true, filter: (file) => wanted(path.relative(source, file).split(path.sep).join('/')) });
  return dist;
}

const page = (dist: string, relative: string) => path.join(dist, 'server', 'app', relative);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const staticFile = (dist: string, url: string) => path.join(dist, 'static', url.replace(/^\/_next\/static\//, ''));

/** A postbuild step as `npm run build` runs it, on `dist`: its exit code and output. */
function runStep(script: string, dist: string, env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: dist, ...env },
    encoding: 'utf8'
  });
  return { status: result.status, output: result.stdout + result.stderr };
}
const verifyBuild = (dist: string) => runStep('scripts/build/verify-build.ts', dist);
const compileHintStep = (dist: string, env: Record<string, string> = {}) => runStep('scripts/build/compile-hint.ts', dist, env);
const hintRecord = (dist: string) => JSON.parse(read(path.join(dist, 'site-compile-hint.json'))) as { applied: boolean; reason?: string };

describe('scripts/build/verify-build: the postbuild step fails loudly on a real build that was altered', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(source, 'BUILD_ID'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    // Inside the project: next start refuses a build folder outside it (git-ignored as .next-*).
    work = fs.mkdtempSync(path.join(root, '.next-verify-'));
  }, 20 * 60_000);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('passes the build as it was made, pages and served headers both', () => {
    const dist = copyOfBuild(true);
    expect(hintRecord(dist)).toMatchObject({ applied: true });
    expect(checkPages(dist)).toEqual([]);
    const { status, output } = verifyBuild(dist);
    expect(output).toContain('every prerendered page and the files it names check out');
    expect(status).toBe(0);
  }, 120_000);

  it('leaves every page unhinted, with a warning, when a page names its chunks in another <script> shape; the check passes', () => {
    const dist = copyOfBuild();
    const file = page(dist, 'en/contact.html');
    const html = read(file);
    const [chunk] = startupChunks(html);
    fs.writeFileSync(staticFile(dist, chunk!), read(staticFile(dist, chunk!)).replace(`${compileHint}\n`, ''));
    fs.writeFileSync(file, html.replaceAll('" async=""></script>', '" defer=""></script>'));
    const { status, output } = compileHintStep(dist);
    expect(status).toBe(0);
    expect(output).toContain('compile-hint: skipped, the pages ship unhinted');
    expect(output).toContain('/contact: no chunk <script> in the shape lib/next-build/startup-chunks.ts reads');
    expect(hintRecord(dist)).toMatchObject({ applied: false });
    expect(read(staticFile(dist, chunk!)).startsWith(compileHint)).toBe(false);
    expect(checkPages(dist)).toEqual([]);
  });

  it('leaves the pages unhinted when a page does not run exactly one Turbopack runtime (a renamed runtime chunk)', () => {
    const dist = copyOfBuild();
    const file = page(dist, 'az/management.html');
    const html = read(file);
    const runtime = startupChunks(html).find((src) => /\/turbopack-/.test(src))!;
    const renamed = runtime.replace(/\/turbopack-/, '/runtime-');
    fs.renameSync(staticFile(dist, runtime), staticFile(dist, renamed));
    fs.writeFileSync(file, html.replaceAll(runtime, renamed));
    const { status, output } = compileHintStep(dist);
    expect(status).toBe(0);
    expect(output).toContain("0 of its chunk scripts are Turbopack's runtime (turbopack-*.js), not one");
    expect(hintRecord(dist)).toMatchObject({ applied: false });
    // Every other page still names the runtime under its old name, now missing: that still fails.
    expect(checkPages(dist).some((p) => p.startsWith(`missing from the build: ${runtime}`))).toBe(true);
  });

  it('is off with BUILD_COMPILE_HINT=off, and then no chunk is checked for the hint', () => {
    const dist = copyOfBuild();
    const [chunk] = startupChunks(read(page(dist, 'ru/careers.html')));
    fs.writeFileSync(staticFile(dist, chunk!), read(staticFile(dist, chunk!)).replace(`${compileHint}\n`, ''));
    const { status, output } = compileHintStep(dist, { BUILD_COMPILE_HINT: 'off' });
    expect(status).toBe(0);
    expect(output).toContain('compile-hint: off');
    expect(hintRecord(dist)).toEqual({ applied: false, reason: 'BUILD_COMPILE_HINT=off' });
    expect(checkPages(dist)).toEqual([]);
  });

  it('fails when a chunk a page names is missing from the build, or lost the compile hint the step applied', () => {
    const dist = copyOfBuild();
    const [first, second] = startupChunks(read(page(dist, 'ar.html')));
    fs.rmSync(staticFile(dist, first!));
    fs.writeFileSync(staticFile(dist, second!), read(staticFile(dist, second!)).replace(`${compileHint}\n`, ''));
    const problems = checkPages(dist);
    expect(problems).toContain(`start-up chunk without the compile hint: ${second}`);
    expect(problems.some((p) => p.startsWith(`missing from the build: ${first} (named by `))).toBe(true);
  });

  it("fails when a served page's policy is not its own, or a build has no policies", () => {
    const dist = copyOfBuild(true);
    const manifestFile = path.join(dist, 'site-page-policies.json');
    const manifest = JSON.parse(read(manifestFile)) as { pages: Record<string, string> };
    expect(manifest.pages['/ru/contact']).toBeDefined();
    manifest.pages['/ru/contact'] = manifest.pages['/ru/careers']!;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const { status, output } = verifyBuild(dist);
    expect(output).toContain('✗ next start sent /ru/contact with a Content-Security-Policy that does not list its inline scripts');
    expect(status).toBe(1);

    fs.rmSync(manifestFile);
    const without = verifyBuild(dist);
    expect(without.output).toContain('✗ next start sent /ar with a Content-Security-Policy that does not list its inline scripts');
    expect(without.status).toBe(1);
  }, 120_000);
});
