import { handleContactPost, methodNotAllowed } from '@/lib/enquiries/handler';

/** The contact form's endpoint: see lib/enquiries/handler.ts for what it checks and in which order. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleContactPost(request);
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
