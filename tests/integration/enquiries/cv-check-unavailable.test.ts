/**
 * A CV check that could not run says nothing about the file: the contact route answers
 * it 503 `unavailable` with Retry-After, stores nothing, and the visitor is asked to send
 * the form again, never to change the file. Two ways a check cannot run, as the CV check
 * package's tests make them (packages/cv-check/tests/integration/sandbox-contention.test.ts
 * and sandbox-faults.test.ts there): a check that gets no CPU meets the wall-clock
 * backstop, and a check whose children are killed from outside is interrupted twice.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { checkCvInSandbox, sandboxLimits } from '@site/cv-check/sandbox';
import { describe, expect, test } from 'vitest';
import { busyRetryAfterSeconds } from '@/lib/enquiries/capacity';
import { sandboxSettings, warmCvCheck } from '@/lib/enquiries/cv-upload';
import { handleContactPost } from '@/lib/enquiries/handler';
import { pdfWordStream, rtfThemePackages } from '../../../packages/cv-check/tests/helpers/complex-files';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { contactPost } from '../../helpers/enquiries/contact-post';
import { buildSandboxBundle, sandboxChildren } from '../../helpers/enquiries/sandbox-bundle';
import { sqliteRoute } from '../../helpers/enquiries/sqlite-route';

buildSandboxBundle();

const route = sqliteRoute('cv-check-unavailable');

/** The warm children started and answering, so that the next check goes to one of them. */
async function warm() {
  warmCvCheck();
  expect(await checkCvInSandbox(make.pdf(), sandboxSettings())).toEqual({ ok: true, format: 'pdf' });
}

/** Posts `cv` as `email` and expects the route's answer to a check that could not run. */
async function expectUnavailable(post: Promise<Response>, email: string) {
  const response = await post;
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(busyRetryAfterSeconds));
  expect(await response.json()).toMatchObject({ ok: false, code: 'unavailable' });
  expect((await route.store.list()).map((e) => e.email)).not.toContain(email);
}

describe('a CV check that could not run is answered 503 with Retry-After, nothing stored', () => {
  test('a check that gets no CPU (nice 19 under two busy loops) meets the wall-clock backstop', async () => {
    await warm();
    for (const pid of sandboxChildren()) os.setPriority(pid, 19);
    const loops = Array.from({ length: 2 }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
    const started = performance.now();
    try {
      await new Promise((r) => setTimeout(r, 300));
      const cv = { name: 'cv.rtf', content: rtfThemePackages() };
      await expectUnavailable(
        handleContactPost(contactPost(route.secret, 'starved@example.org', '198.51.100.20', { cv })),
        'starved@example.org'
      );
    } finally {
      for (const loop of loops) loop.kill('SIGKILL');
      for (const pid of sandboxChildren()) os.setPriority(pid, sandboxLimits.nice);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(sandboxLimits.backstopMs);
  }, 60_000);

  test('every check child killed as soon as it appears; then the check works again', async () => {
    await warm();
    const killer = setInterval(() => {
      for (const pid of sandboxChildren()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended between the listing and the signal
        }
      }
    }, 20);
    try {
      const cv = { name: 'cv.pdf', content: pdfWordStream() };
      await expectUnavailable(
        handleContactPost(contactPost(route.secret, 'killed@example.org', '198.51.100.30', { cv })),
        'killed@example.org'
      );
    } finally {
      clearInterval(killer);
    }
    expect(await checkCvInSandbox(make.pdf(), sandboxSettings())).toEqual({ ok: true, format: 'pdf' });
  }, 30_000);
});
