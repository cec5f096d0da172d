/**
 * Next.js calls register() once when a server starts. In the Node.js runtime of
 * `next start` it installs the request hook (lib/security/request-hook.ts), which on
 * every request puts the socket address where the contact route can trust it and
 * makes a path with malformed percent-encoding decodable; and it starts the enquiry outbox and
 * retention timer (lib/enquiries/worker.ts), saying once whether enquiries will be
 * e-mailed (SMTP_URL) or only stored. It also starts the CV check's warm child processes
 * (lib/enquiries/sandbox.ts), so the first upload does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installRequestHook } = await import('./lib/security/request-hook');
  installRequestHook();
  const { startDeliveryWorker } = await import('./lib/enquiries/worker');
  startDeliveryWorker();
  const { warmSandbox } = await import('./lib/enquiries/sandbox');
  warmSandbox();
}
