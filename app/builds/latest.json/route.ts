import { env } from '@/lib/env';
import { buildDir, buildId } from '@/lib/next-build/output';

// The id of the build this server runs, for pages opened before a deploy to notice
// it (components/browser/use-build-watcher.ts). Read per request: cheap and never stale.
export const dynamic = 'force-dynamic';

export async function GET() {
  const id = (await buildId(buildDir())) ?? env('NEXT_PUBLIC_BUILD_ID');
  return Response.json({ buildId: id }, { headers: { 'cache-control': 'no-store' } });
}
