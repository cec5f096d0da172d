/**
 * The process's SMTP connections (smtp.ts, smtpConnections), shared by every path that
 * sends. Kept on globalThis: Next bundles the route handlers and instrumentation.ts
 * apart, each with its own copy of this module, and one bound must hold across them.
 */
import 'server-only';
import { Semaphore, tryAcquire } from 'async-mutex';
import { smtpConnections } from './smtp';

const key = Symbol.for('enquiries.smtp-connections');
type Holder = { [key]?: Semaphore };
const allTaken = new Error('every SMTP connection is taken');

function slots(): Semaphore {
  const holder = globalThis as Holder;
  holder[key] ??= new Semaphore(smtpConnections);
  return holder[key];
}

/**
 * One connection, released by calling what it returns. `wait: false` answers null at
 * once when every connection is taken, for a sender that can leave its work to a later run.
 */
export async function takeConnection(wait: boolean): Promise<(() => void) | null> {
  try {
    const [, release] = await (wait ? slots() : tryAcquire(slots(), allTaken)).acquire();
    return release;
  } catch (error) {
    if (error === allTaken) return null;
    throw error;
  }
}
