/**
 * The child process of the CV sandbox (lib/enquiries/sandbox.ts): receives a file's
 * bytes over IPC, answers sniffCv's verdict. Started by path, never imported; the build
 * bundles it to <distDir>/cv-sandbox.cjs (scripts/cv-sandbox-bundle.ts).
 */
import 'server-only';
import { sniffCv } from './files';

process.on('message', (message: { id: number; content: Uint8Array }) => {
  const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
  sniffCv(content).then(
    (verdict) => process.send!({ id: message.id, verdict }),
    (error: unknown) =>
      process.send!({ id: message.id, verdict: { ok: false, code: 'file_damaged', reason: `check failed: ${String(error)}` } })
  );
});
// The parent ending (a server stopped, a script done) ends the child too.
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
