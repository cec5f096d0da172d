/**
 * Next.js calls register() once when a server starts. In the Node.js runtime of
 * `next start` it puts each request's socket address where the contact route can
 * trust it (lib/enquiries/client-address.ts), and starts the enquiry outbox and
 * retention timer (lib/enquiries/worker.ts), saying once whether enquiries will be
 * e-mailed (SMTP_URL) or only stored. It also starts the CV check's warm child process
 * (lib/enquiries/sandbox.ts), so the first upload does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installClientAddressHook } = await import('./lib/enquiries/client-address');
  installClientAddressHook();
  const { startDeliveryWorker } = await import('./lib/enquiries/worker');
  startDeliveryWorker();
  const { warmSandbox } = await import('./lib/enquiries/sandbox');
  warmSandbox();
}
