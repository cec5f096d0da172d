import type { NextRequest } from 'next/server';
import { notFoundResponse } from '@/lib/not-found/respond';

type Context = { params: Promise<{ locale: string; rest: string[] }> };

// Every path no page matches, in every locale: the localized not-found page, HTTP 404.
export async function GET(request: NextRequest, { params }: Context) {
  const { locale, rest } = await params;
  return notFoundResponse(locale, rest, request.method);
}

export const HEAD = GET;
