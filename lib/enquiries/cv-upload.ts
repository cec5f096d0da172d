/**
 * An uploaded CV, checked and made ready to store: its size, then its content in the CV
 * check's sandbox (the `@site/cv-check` package), then whether its name agrees. Also
 * where the site tells the sandbox how it runs here: from the build's bundle in
 * production, and with warm children except on a serverless host.
 */
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cleanDisplayName, cvMimeTypes, extensionMismatch } from '@site/cv-check';
import { checkCvInSandbox, warmSandbox, type SandboxSettings } from '@site/cv-check/sandbox';
import { env } from '@/lib/env';
import { sandboxBundle } from '@/lib/next-build/cv-sandbox-file';
import type { FieldErrorCode } from '@site/contact-form';
import { cvCheckKeepsWarm } from './config';
import { maxFileBytes } from './limits';
import type { CvFile } from '@site/enquiry-store';

/**
 * The bundle the build writes (scripts/build/cv-sandbox-bundle.mts) when this is the
 * production server, else null: the child's TypeScript source runs (tests, `next dev`,
 * the staff command line). @internal (exported for the tests of the site's own use of it)
 */
export function sandboxSettings(): SandboxSettings {
  // Not traced from here (a path from a variable would trace the whole project):
  // next.config.ts's outputFileTracingIncludes names the file for the contact route.
  const bundled = path.resolve(/* turbopackIgnore: true */ process.cwd(), sandboxBundle);
  const bundle = env('NODE_ENV') === 'production' && fs.existsSync(bundled) ? bundled : null;
  return { bundle, keepWarm: cvCheckKeepsWarm() };
}

/** Starts the CV check's warm children (instrumentation.ts, at server start), unless this is a serverless host. */
export function warmCvCheck(): void {
  warmSandbox(sandboxSettings());
}

/** `unavailable`: the check could not run now (the host busy, the queue full); nothing is wrong with the file. */
export type CvInspection = { ok: true; file: CvFile } | { ok: false; code: FieldErrorCode | 'unavailable'; reason: string };

/**
 * Inspects an uploaded file: size, then content, then whether its name agrees. A file
 * too complex to check in the sandbox is refused.
 */
export async function inspectCv(file: File, options: { signal?: AbortSignal; network?: string } = {}): Promise<CvInspection> {
  if (file.size === 0) return { ok: false, code: 'file_empty', reason: 'empty file' };
  if (file.size > maxFileBytes) return { ok: false, code: 'file_too_large', reason: `${file.size} bytes` };
  // The File itself: the sandbox copies its bytes once the check's turn comes, so an
  // upload waiting in the queue holds its body once.
  const checked = await checkCvInSandbox(file, sandboxSettings(), options);
  if (!checked.ok) return checked;
  const mismatch = extensionMismatch(file.name, checked.format);
  if (mismatch) return { ok: false, code: 'file_name_mismatch', reason: mismatch };
  const content = Buffer.from(await file.arrayBuffer());
  return {
    ok: true,
    file: {
      storedName: `cv-${randomUUID()}.${checked.format}`,
      displayName: cleanDisplayName(file.name, checked.format),
      format: checked.format,
      mime: cvMimeTypes[checked.format],
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content
    }
  };
}
