import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { secretOf } from '@/lib/enquiries/handler';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';

/**
 * The contact route on a throwaway SQLite store, behind one trusted proxy and with no
 * mail, for the files that post to it directly. Its `store` and `secret` are set once the
 * file's beforeAll has run; the folder goes with the file.
 */
export function sqliteRoute(name: string): { store: EnquiryStore; secret: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `enquiries-${name}-`));
  const route = {} as { store: EnquiryStore; secret: string };
  beforeAll(async () => {
    Object.assign(process.env, { ENQUIRY_DB: path.join(dir, 'store.sqlite'), ENQUIRY_PROXY_HOPS: '1', SMTP_URL: '' });
    delete process.env.DATABASE_URL;
    delete process.env.ENQUIRY_SECRET;
    route.store = await getStore();
    route.secret = await secretOf(route.store);
  });
  afterAll(async () => {
    await route.store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return route;
}
