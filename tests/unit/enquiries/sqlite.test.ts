import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openStore, type EnquiryStore } from '@site/enquiry-store';
import { defineBudgetSuite } from '../../suites/enquiries/budget-suite';
import { defineHandlerSuite } from '../../suites/enquiries/handler-suite';
import { advanceOutboxClock } from '../../helpers/enquiries/outbox-clock';
import { defineStoreSuite } from '../../suites/enquiries/store-suite';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-sqlite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite store', () => {
  let store: EnquiryStore;
  const config = { engine: 'sqlite', file: path.join(dir, 'nested', 'store.sqlite') } as const;
  beforeAll(async () => {
    store = await openStore(config);
  });
  afterAll(async () => store.close());
  defineStoreSuite(
    () => store,
    (ms) => advanceOutboxClock(config, ms)
  );
});

describe('budgets above the client on SQLite', () => {
  defineBudgetSuite(() => openStore({ engine: 'sqlite', file: path.join(dir, 'budgets.sqlite') }));
});

describe('contact route on SQLite', () => {
  defineHandlerSuite(async () => {
    delete process.env.DATABASE_URL;
    process.env.ENQUIRY_DB = path.join(dir, 'handler.sqlite');
    return { teardown: async () => undefined };
  });
});
