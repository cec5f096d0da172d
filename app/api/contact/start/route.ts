import { handleBeacon } from '@/lib/enquiries/beacon';

/** The contact form's fill-time beacon (an image in the form): see lib/enquiries/beacon.ts. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleBeacon(request);
}
