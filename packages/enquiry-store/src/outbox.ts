/**
 * The outbox, for both engines: leasing due entries (on PostgreSQL with SKIP LOCKED, so
 * instances never wait for each other), recording a send's outcome and its recipients'
 * under the lease it was sent under, and making entries due again (requeue). Every time
 * here is the database's (Engine.now), never the caller's clock.
 */
import { sql, type UpdateObject } from 'kysely';
import { errorText, selectSummaries, toSummary } from './rows';
import type { Db, Engine, Tables } from './tables';
import type { EnquiryStore, OutboxJob, RecipientOutcome } from './types';

type OutboxQueries = Pick<EnquiryStore, 'claim' | 'markSent' | 'markRetry' | 'markFailed' | 'requeue'>;

export function outboxQueries(engine: Engine): OutboxQueries {
  const { now, write } = engine;

  /**
   * Records an outcome, with its recipients', under the lease the entry was claimed
   * with, and only then: one transaction, so a recipient is never marked sent without
   * the entry's outcome, nor the other way round.
   */
  function fenced(set: UpdateObject<Tables, 'outbox'>, id: number, lease: number, recipients: RecipientOutcome[] = []) {
    return write(async (db) => {
      const { numUpdatedRows } = await db
        .updateTable('outbox')
        .set({ ...set, locked_until: null, attempts: sql`attempts + 1` })
        .where('enquiry_id', '=', id)
        .where('status', '=', 'pending')
        .where('locked_until', '=', lease)
        .executeTakeFirst();
      if (Number(numUpdatedRows) !== 1) return false;
      if (recipients.length > 0) await putRecipients(db, engine, id, recipients);
      return true;
    });
  }

  return {
    async claim(leaseMs, { limit, ids }) {
      // One transaction: if reading the entries fails (a lock on enquiry_files, the
      // server going away), their leases are undone and they can be sent at once, rather
      // than waiting for the lease to run out.
      return write(async (db) => {
        if (ids?.length === 0) return [];
        // Of the given ids (or all), the first `limit` that are due; one statement, so
        // one reading of the clock for all of them.
        const leased = await db
          .updateTable('outbox')
          .set({ locked_until: sql`${now} + ${leaseMs}` })
          .where('enquiry_id', 'in', (eb) =>
            eb
              .selectFrom('outbox')
              .select('enquiry_id')
              .where('status', '=', 'pending')
              .where('next_attempt_at', '<=', now)
              .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
              .$if(ids !== undefined, (q) => q.where('enquiry_id', 'in', ids!))
              .orderBy('enquiry_id')
              .limit(limit)
              .$if(engine.skipLocked, (q) => q.forUpdate().skipLocked())
          )
          .returning(['enquiry_id', 'locked_until'])
          .execute();
        if (leased.length === 0) return [];
        const lease = new Map(leased.map((r) => [Number(r.enquiry_id), Number(r.locked_until)]));
        const rows = await selectSummaries(db, engine)
          .select('f.content')
          .where('e.id', 'in', [...lease.keys()])
          .orderBy('e.id')
          .execute();
        return rows.map((row): OutboxJob => ({ ...toSummary(row), cvContent: row.content ?? null, lease: lease.get(Number(row.id))! }));
      });
    },
    async markSent(id, lease, recipients) {
      return fenced({ status: 'sent', sent_at: now, last_error: null }, id, lease, recipients);
    },
    async markRetry(id, lease, delayMs, error, recipients) {
      return fenced({ next_attempt_at: sql`${now} + ${delayMs}`, last_error: errorText(error) }, id, lease, recipients);
    },
    async markFailed(id, lease, error, recipients) {
      return fenced({ status: 'failed', last_error: errorText(error) }, id, lease, recipients);
    },
    async requeue(which) {
      return write(async (db) => {
        if (which !== 'failed' && which.length === 0) return [];
        const rows = await db
          .updateTable('outbox')
          .set({ status: 'pending', next_attempt_at: now, locked_until: null, attempts: 0 })
          .$if(which === 'failed', (q) =>
            // Failed entries that are not honeypot catches.
            q
              .where('status', '=', 'failed')
              .where('enquiry_id', 'in', db.selectFrom('enquiries').select('id').where('quarantine', 'is', null))
          )
          .$if(which !== 'failed', (q) =>
            q
              .where('enquiry_id', 'in', which as number[])
              .where('status', 'in', ['pending', 'failed'])
              .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
          )
          .returning('enquiry_id')
          .execute();
        const ids = rows.map((r) => Number(r.enquiry_id)).sort((a, b) => a - b);
        if (ids.length === 0) return [];
        // Sent again to the recipients that refused it, not to those that took it.
        await db.deleteFrom('outbox_recipients').where('enquiry_id', 'in', ids).where('status', '=', 'failed').execute();
        if (which !== 'failed') await db.updateTable('enquiries').set({ quarantine: null }).where('id', 'in', ids).execute();
        return ids;
      });
    }
  };
}

/** Adds or replaces recipients' outcomes, by address. */
async function putRecipients(db: Db, engine: Engine, id: number, recipients: RecipientOutcome[]) {
  await db
    .insertInto('outbox_recipients')
    .values(
      recipients.map((r) => ({
        enquiry_id: id,
        address: r.address,
        status: r.status,
        error: r.error && errorText(r.error),
        at: engine.now
      }))
    )
    .onConflict((oc) =>
      oc.columns(['enquiry_id', 'address']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        error: eb.ref('excluded.error'),
        at: eb.ref('excluded.at')
      }))
    )
    .execute();
}
