/**
 * One post per client in the route at a time (issue 40, finding 3): a client is the
 * rate limit's key (an address, or an IPv6 /64). A second post arriving while the first
 * is still being read, checked or stored is answered 503 at once, so no client holds
 * more than one body in memory or more than one place in the CV check's queue. Decided
 * before the body is read, since a post's CV is only known once it is parsed; a post
 * without one passes in milliseconds, so a person never meets the rule.
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
