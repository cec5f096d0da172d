import { handleCronOutbox } from '@/lib/enquiries/cron';

/** The scheduled outbox run for hosts without a long-lived process: see lib/enquiries/cron.ts. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleCronOutbox;
export const POST = handleCronOutbox;
