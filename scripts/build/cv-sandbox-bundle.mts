/**
 * Prebuild: bundles the CV sandbox's child (the `@site/cv-check` package's child entry)
 * into one plain script (lib/next-build/cv-sandbox-file.ts says where). Next bundles
 * server code into chunks of its own, so a file to start as a process has to be made
 * here; the server runs this one (lib/enquiries/cv-upload.ts), with no TypeScript
 * loader needed in production. The package writes it whole under another name and then
 * renames it, so that a check starting meanwhile (tests build it while others run) never
 * reads half a file.
 */
import path from 'node:path';
import { writeCheckChild } from '@site/cv-check/bundle';
import { sandboxBundle } from '../../lib/next-build/cv-sandbox-file';

const root = path.resolve(import.meta.dirname, '..', '..');
const outfile = path.resolve(root, sandboxBundle);
await writeCheckChild(outfile);
console.log(`CV sandbox: ${path.relative(root, outfile)}`);
