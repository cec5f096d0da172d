/**
 * Next.js calls register() once when a server starts. In the Node.js runtime of
 * `next start` it starts the enquiry outbox and retention timer (lib/enquiries/worker.ts),
 * saying once whether enquiries will be e-mailed (SMTP_URL) or only stored, and the CV
 * check's warm child processes (lib/enquiries/cv-upload.ts), so the first upload does not
 * wait for them.
 *
 * A serverless function (lib/enquiries/config.ts, onServerlessHost) gets neither: a timer
 * would run only while a request is answered, and children would be frozen with it.
 * There the host's scheduler calls /api/cron/outbox instead (docs/deploying.md).
 *
 * Before anything, every setting the server reads is checked (lib/env.ts): a server with
 * an unreadable one does not start. NEXT_RUNTIME and NEXT_PHASE, Next's own, are compared
 * literally so that the bundler drops the Node.js-only imports from other runtimes.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkEnv } = await import('./lib/env');
  checkEnv('run');
  const { onServerlessHost } = await import('./lib/enquiries/config');
  if (onServerlessHost()) return;
  const { startDeliveryWorker } = await import('./lib/enquiries/worker');
  startDeliveryWorker();
  const { warmCvCheck } = await import('./lib/enquiries/cv-upload');
  warmCvCheck();
}
