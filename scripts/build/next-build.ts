/**
 * `npm run build`'s build step: one `next build`, then the page policies of what it made
 * (lib/next-build/page-policies.ts): each page's Content-Security-Policy from its inline
 * scripts, and each language's not-found page, in one manifest that the server reads
 * (proxy.ts, the 404 handler). The build id is fixed before the build (BUILD_ID, else the
 * commit's: lib/next-build/default-build-id.ts), since it is part of the pages. The
 * prebuild and postbuild steps run around this.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { env as setting } from '../../lib/env';
import { locales } from '../../lib/i18n/locales';
import { defaultBuildId } from '../../lib/next-build/default-build-id';
import { buildDir } from '../../lib/next-build/output';
import { writePagePolicies } from '../../lib/next-build/page-policies';
import { buildLogLine } from '../../lib/next-build/build-log';

const root = process.cwd();
const dist = buildDir(root);
const env = { ...process.env, BUILD_ID: setting('BUILD_ID') ?? defaultBuildId(root) };
execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, env, stdio: 'inherit' });

const { files, pageCount } = writePagePolicies(dist);
const written = files.map((file) => path.relative(root, file)).join(', ');
console.log(buildLogLine('policiesWritten', { pages: pageCount, languages: locales.length, files: written }));
