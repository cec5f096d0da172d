/**
 * The child process of the CV sandbox (./sandbox/pool.ts): receives a file's bytes over
 * IPC, answers checkCv's verdict. Started by path, never imported; a site's build
 * bundles it into one script (./bundle.ts) that holds the check alone.
 */
import { checkCv } from './check/check';

process.on('message', (message: { id: number; content: Uint8Array }) => {
  const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
  checkCv(content).then(
    (verdict) => process.send!({ id: message.id, verdict }),
    (error: unknown) =>
      process.send!({ id: message.id, verdict: { ok: false, code: 'file_damaged', reason: `check failed: ${String(error)}` } })
  );
});
// The parent ending (a server stopped, a script done) ends the child too.
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
