/**
 * Next.js calls register() once when a server starts. In the Node.js runtime of
 * `next start` it starts the enquiry outbox timer (lib/enquiries/worker.ts) and says
 * once whether enquiries will be e-mailed (SMTP_URL) or only stored.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startDeliveryWorker } = await import('./lib/enquiries/worker');
  startDeliveryWorker();
}
