/**
 * What the contact route takes on, so that no visitor can stall it. One post per client
 * in the route at a time: a client is the rate limit's key (an address, or an IPv6 /64).
 * A second post arriving while the first is still being read, checked or stored is
 * answered 503 at once, so no client holds more than one body in memory or more than one
 * place in the CV check's queue. Decided before the body is read, since a post's CV is
 * only known once it is parsed; a post without one passes in milliseconds, so a person
 * never meets the rule.
 */
import 'server-only';

// On globalThis, as the sandbox's pool: one set per process, whatever copy of the module asks.
const key = Symbol.for('enquiries.clientsInRoute');
const holder = globalThis as { [key]?: Set<string> };
const clients = (holder[key] ??= new Set<string>());

/** Marks `client` as having a post in the route: gives what ends that, or null when it has one already. */
export function admitClient(client: string): (() => void) | null {
  if (clients.has(client)) return null;
  clients.add(client);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    clients.delete(client);
  };
}

/** What the route's work sees of its deadline: a signal, and the one step that must not be cut short. */
export type Deadline = {
  /** Aborts when the client has gone (its connection closed, or the proxy gave up) or the deadline passed. */
  signal: AbortSignal;
  /** Called just before storing: false when the signal has aborted (store nothing), else from now on the answer waits for the work. */
  commit: () => boolean;
};

/**
 * `work`'s answer, or `late()`'s as soon as the request's client goes or `ms` pass,
 * unless `work` has committed to storing by then. A post past the deadline is answered
 * before the proxy gives up on it (nginx's 504 at 60 s): the visitor hears it failed,
 * and since `commit` then refuses, it is never stored afterwards, so their retry makes
 * no duplicate. Once committed, the store's own timeouts bound the rest.
 */
export function answerWithin(
  request: Request,
  ms: number,
  work: (deadline: Deadline) => Promise<Response>,
  late: () => Promise<Response>
): Promise<Response> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${ms} ms`)), ms);
  const signal = AbortSignal.any([request.signal, timer.signal]);
  let committed = false;
  let onAbort = () => {};
  const gaveUp = new Promise<Response>((resolve) => {
    onAbort = () => {
      if (!committed) resolve(late());
    };
  });
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const answered = work({ signal, commit: () => !signal.aborted && (committed = true) });
  return Promise.race([answered, gaveUp]).finally(() => {
    clearTimeout(timeout);
    signal.removeEventListener('abort', onAbort);
  });
}
