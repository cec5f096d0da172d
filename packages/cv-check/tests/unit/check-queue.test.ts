/**
 * The CV checks' queue (../../src/sandbox/queue.ts) is bounded in length and in
 * waiting time, so that a flood of uploads cannot stall the site: beyond either, a check
 * is refused at once with the reason, and the site's route answers 503 with Retry-After
 * (tests/integration/enquiries/overload.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { queueLimits, sandboxLimits } from '../../src/sandbox/limits';
import { createCheckQueue, type CheckQueue } from '../../src/sandbox/queue';

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

describe('a turn kept for networks that have not sent a check lately', () => {
  // The queue as the sandbox makes it, on a clock of the test's own.
  const limits = { concurrency: sandboxLimits.concurrency, ...queueLimits };
  const recentTurns = limits.concurrency - limits.freshTurns;
  const recentPlaces = limits.waiting - limits.freshPlaces;

  test('one network holding every turn and place it may does not shut out another: the next turn goes to it', async () => {
    const now = 1_000_000;
    const queue = createCheckQueue(limits, () => now);
    // The network's first check is fresh; every later one is recent.
    const first = granted(await queue.take(undefined, 'attacker'));
    const held = [first];
    for (let i = 1; i < recentTurns + 1; i++) held.push(granted(await queue.take(undefined, 'attacker')));
    const waiting = Array.from({ length: recentPlaces }, () => queue.take(undefined, 'attacker'));
    expect(await queue.take(undefined, 'attacker')).toEqual({
      ok: false,
      reason: `queue full (${recentPlaces} waiting, from a recent network)`
    });
    expect(queue.load()).toEqual({ running: held.length, waiting: recentPlaces });

    // A visitor of another network: a turn at once if one is free, else the first turn that frees, ahead of the network's waiting checks.
    const visitor = queue.take(undefined, 'visitor');
    let visitorTurn: Turn | null = null;
    void visitor.then((turn) => (visitorTurn = turn));
    if (held.length === limits.concurrency) {
      await Promise.resolve();
      expect(visitorTurn).toBeNull();
      held.shift()!.done();
    }
    granted(await visitor).done();
    for (const turn of held) turn.done();
    for (const turn of waiting) granted(await turn).done();
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('recent networks never hold the kept turn; a network is fresh again recentMs after its last check', async () => {
    let now = 5_000_000;
    const queue = createCheckQueue(limits, () => now);
    const fresh = granted(await queue.take(undefined, 'a'));
    const recent = Array.from({ length: recentTurns }, () => queue.take(undefined, 'a'));
    const running = await Promise.all(recent.map(async (turn) => granted(await turn)));
    // With the recent share taken, a recent check waits even though a turn is free.
    fresh.done();
    const waitingRecent = queue.take(undefined, 'a');
    expect(queue.load()).toEqual({ running: recentTurns, waiting: 1 });
    // Another network takes the kept turn at once.
    granted(await queue.take(undefined, 'b')).done();
    now += limits.recentMs;
    // An hour on, 'a' is fresh again, and the kept turn is its.
    granted(await queue.take(undefined, 'a')).done();
    for (const turn of running) turn.done();
    granted(await waitingRecent).done();
  });

  test('the memory of recent networks is bounded', async () => {
    const now = 9_000_000;
    const queue = createCheckQueue({ ...limits, rememberedNetworks: 3 }, () => now);
    for (const network of ['a', 'b', 'c', 'd']) granted(await queue.take(undefined, network)).done();
    // 'a', the oldest, was forgotten: fresh again; 'd' is still recent.
    const turns = [granted(await queue.take(undefined, 'd'))];
    for (let i = 1; i < recentTurns; i++) turns.push(granted(await queue.take(undefined, 'd')));
    const blocked = queue.take(AbortSignal.timeout(50), 'd');
    granted(await queue.take(undefined, 'a')).done();
    expect(await blocked).toMatchObject({ ok: false });
    for (const turn of turns) turn.done();
  });
});
