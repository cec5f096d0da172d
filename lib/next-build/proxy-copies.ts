/**
 * What the bench (bench/proxy-csp-cost.mts) changes in copies of a build to weigh the
 * proxy: the copy without it, the copy whose proxy sends no policy. The compiled proxy's
 * layout (its entry, its chunks, the functions manifest) is Next's and Turbopack's, known
 * here and checked as output.ts checks the rest: a release that moves it fails the bench
 * with a NextBuildLayoutError naming the file. Never run on the build that is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expectFile, NextBuildLayoutError } from './output';

/**
 * Turns the proxy (proxy.ts) off in a copy of a build folder, for measuring what it costs
 * (bench/proxy-csp-cost.mts): `next start` and OpenNext's function both run it only when
 * the functions manifest names it.
 * @internal Only the bench calls it, on a copy; here beside output.ts, which holds the rest of Next's build layout.
 */
export function removeProxy(dist: string): void {
  const file = expectFile(path.join(dist, 'server', 'functions-config-manifest.json'), 'the functions manifest that names the proxy');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { functions?: Record<string, unknown> };
  if (!manifest.functions?.['/_middleware'])
    throw new NextBuildLayoutError(`${file} → "functions"["/_middleware"]`, 'the proxy (proxy.ts) of the build');
  delete manifest.functions['/_middleware'];
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** The index just past the parenthesis that closes the one open at `open` in compiled code, skipping string literals. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === '`') {
      // A string's parentheses are not code. Template literals with ${} are not followed
      // into; the policy step has none (the test of this function holds the step's shape).
      for (i++; i < code.length && code[i] !== char; i++) if (code[i] === '\\') i++;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced parentheses after index ${open}`);
}

/**
 * Takes the policy step out of the proxy in a copy of a build folder, keeping the rest of
 * it, for measuring what sending the policy costs (bench/proxy-csp-cost.mts): the one call
 * `….headers.set("Content-Security-Policy", …)` in the compiled proxy (server/middleware.js
 * and the chunks it loads) becomes `void 0`. The proxy then does what it did before it
 * sent policies. Fails unless there is exactly one such call.
 * @internal Only the bench calls it, on a copy; here beside output.ts, which holds the rest of Next's build layout.
 */
export function removeProxyPolicyStep(dist: string): void {
  const entry = expectFile(path.join(dist, 'server', 'middleware.js'), 'the compiled proxy (proxy.ts)');
  // Turbopack's entry loads its chunks by their path in the build folder: R.c("server/chunks/….js").
  const chunks = [...fs.readFileSync(entry, 'utf8').matchAll(/\.c\("(server\/chunks\/[^"]+\.js)"\)/g)].map(([, chunk]) =>
    expectFile(path.join(dist, chunk!), 'a chunk of the compiled proxy')
  );
  const step = /[\w$.]+\.headers\.set\("Content-Security-Policy",/g;
  const found = chunks.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(step)].map((match) => ({ file, at: match.index })));
  if (found.length !== 1)
    throw new NextBuildLayoutError(
      `one call .headers.set("Content-Security-Policy", …) in ${entry} and its chunks (found ${found.length})`,
      "the proxy's policy step"
    );
  const [{ file, at }] = found as [(typeof found)[number]];
  fs.writeFileSync(file, withoutCall(fs.readFileSync(file, 'utf8'), at));
}

/** `code` with the call expression that starts at `at` replaced by `void 0`. */
function withoutCall(code: string, at: number): string {
  return code.slice(0, at) + 'void 0' + code.slice(closingParen(code, code.indexOf('(', at)));
}
