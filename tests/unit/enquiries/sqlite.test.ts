import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openStore, type EnquiryStore } from '@/lib/enquiries/store';
import { defineHandlerSuite } from './handler-suite';
import { defineStoreSuite } from './store-suite';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-sqlite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite store', () => {
  let store: EnquiryStore;
  beforeAll(async () => {
    store = await openStore({ engine: 'sqlite', file: path.join(dir, 'nested', 'store.sqlite') });
  });
  afterAll(async () => store.close());
  defineStoreSuite(() => store);
});

describe('contact route on SQLite', () => {
  defineHandlerSuite(async () => {
    delete process.env.DATABASE_URL;
    process.env.ENQUIRY_DB = path.join(dir, 'handler.sqlite');
    return { teardown: async () => undefined };
  });
});
