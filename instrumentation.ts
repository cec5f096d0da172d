/**
 * Next.js calls register() once when a server starts. In the Node.js runtime of
 * `next start` it installs the request hook (lib/security/request-hook.ts), which on
 * every request puts the socket address where the contact route can trust it and
 * makes a path with malformed percent-encoding decodable; and it starts the enquiry outbox and
 * retention timer (lib/enquiries/worker.ts), saying once whether enquiries will be
 * e-mailed (SMTP_URL) or only stored. It also starts the CV check's warm child processes
 * (lib/enquiries/sandbox.ts), so the first upload does not wait for it.
 *
 * A serverless function (lib/enquiries/config.ts, onServerlessHost) gets none of the
 * three: no HTTP server of its own reaches the hook, a timer would run only while a
 * request is answered, and children would be frozen with it. There the host's scheduler
 * calls /api/cron/outbox instead (docs/deploying.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { onServerlessHost } = await import('./lib/enquiries/config');
  if (onServerlessHost()) return;
  const { installRequestHook } = await import('./lib/security/request-hook');
  installRequestHook();
  const { startDeliveryWorker } = await import('./lib/enquiries/worker');
  startDeliveryWorker();
  const { warmSandbox } = await import('./lib/enquiries/sandbox');
  warmSandbox();
}
