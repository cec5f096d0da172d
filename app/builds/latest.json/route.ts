import fs from 'node:fs/promises';
import path from 'node:path';

// The id of the build this server runs, for pages opened before a deploy to notice
// it (components/browser/build-watcher.tsx). Read per request: cheap and never stale.
export const dynamic = 'force-dynamic';

export async function GET() {
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const buildId = (await fs.readFile(file, 'utf8').catch(() => process.env.NEXT_PUBLIC_BUILD_ID ?? '')).trim();
  return Response.json({ buildId }, { headers: { 'cache-control': 'no-store' } });
}
