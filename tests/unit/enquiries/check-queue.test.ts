/**
 * The CV checks' queue (lib/enquiries/check-queue.ts) is bounded in length and in
 * waiting time (issue 40, finding 3): beyond either, a check is refused at once with the
 * reason, and the handler answers 503 with Retry-After (overload.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { createCheckQueue, type CheckQueue } from '@/lib/enquiries/check-queue';

type Turn = Awaited<ReturnType<CheckQueue['take']>>;

const granted = (turn: Turn) => {
  if (!turn.ok) throw new Error(`no turn: ${turn.reason}`);
  return turn;
};

describe('the check queue', () => {
  test('runs `concurrency` at once, lets `waiting` wait, first come first served, and refuses the next at once', async () => {
    const queue = createCheckQueue({ concurrency: 2, waiting: 3, waitMs: 10_000 });
    const running = [granted(await queue.take()), granted(await queue.take())];
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) => queue.take().then((turn) => (order.push(n), granted(turn))));
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    expect(await queue.take()).toEqual({ ok: false, reason: 'queue full (3 waiting)' });
    running[0]!.done();
    running[0]!.done(); // twice: counted once
    const first = await waiters[0]!;
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    running[1]!.done();
    first.done();
    for (const waiter of waiters.slice(1)) (await waiter).done();
    expect(order).toEqual([1, 2, 3]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('a check that waits longer than waitMs is refused, and leaves its place', async () => {
    const queue = createCheckQueue({ concurrency: 1, waiting: 1, waitMs: 100 });
    const running = granted(await queue.take());
    const started = performance.now();
    expect(await queue.take()).toEqual({ ok: false, reason: 'no turn within 100 ms' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    running.done();
    granted(await queue.take()).done();
  });

  test('a request that ends while it waits leaves the queue; one that has ended never joins it', async () => {
    const queue = createCheckQueue({ concurrency: 1, waiting: 1, waitMs: 10_000 });
    const running = granted(await queue.take());
    const client = new AbortController();
    const waiting = queue.take(client.signal);
    client.abort();
    expect(await waiting).toEqual({ ok: false, reason: 'the request ended before its turn' });
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    expect(await queue.take(AbortSignal.abort())).toMatchObject({ ok: false });
    running.done();
  });
});
