/**
 * The child process of the CV sandbox (lib/enquiries/sandbox.ts): receives a file's
 * bytes over IPC, answers sniffCv's verdict. Started by path, never imported; the build
 * bundles it to generated/cv-sandbox.cjs (scripts/build/cv-sandbox-bundle.mts).
 */
import 'server-only';
import { isCfb } from './files/cfb';
import { cfbStructureProblem } from './files/cfb-structure';
import { sniffCv } from './files/inspect';
import { refuse, type Verdict } from './files/verdict';

/** sniffCv, after a structure `cfb` would trust blindly is checked. */
async function check(content: Buffer): Promise<Verdict> {
  const problem = isCfb(content) ? cfbStructureProblem(content) : null;
  return problem ? refuse('file_damaged', `cfb: ${problem}`) : sniffCv(content);
}

process.on('message', (message: { id: number; content: Uint8Array }) => {
  const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
  check(content).then(
    (verdict) => process.send!({ id: message.id, verdict }),
    (error: unknown) =>
      process.send!({ id: message.id, verdict: { ok: false, code: 'file_damaged', reason: `check failed: ${String(error)}` } })
  );
});
// The parent ending (a server stopped, a script done) ends the child too.
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
