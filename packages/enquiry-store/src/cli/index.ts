/**
 * Staff command line for the enquiries, on the site's store. Its commands are in `usage`
 * below (`npm run enquiries -- help`), in depth in the site's docs/enquiries.md. The
 * site's launcher (scripts/staff/enquiries.ts) gives it the store's settings and the
 * site's mail delivery, which this package does not hold.
 */
import fs from 'node:fs';
import { enquiryFields, fieldIds } from '@site/contact-form';
import { openStore, type StoreConfig } from '../index';
import type { EnquiryStore, EnquirySummary, OutboxStatus } from '../types';
import { enquiriesCsv } from './csv';
import { eraseByEmail, exportByEmail, printErasures } from './requests';
import { iso, showBidi, table } from './text';

/** @internal (for the tests: an export that fails part way) */
export { exportByEmail } from './requests';

/** What a delivery of due outbox entries did, by enquiry id. */
type DeliveryReport = { sent: unknown[]; retried: unknown[]; failed: unknown[] };

/** What the site gives the command line. */
export type CliSettings = {
  store: StoreConfig;
  /** E-mails what is due in the outbox (only `ids`, if given); absent where no mail server is set. */
  deliver?: (store: EnquiryStore, options?: { ids: number[] }) => Promise<DeliveryReport>;
};

const usage = `Usage: npm run enquiries -- <command>

  list [--status pending|sent|failed] [--limit N]   newest first (default 50)
  show ID                                           one enquiry in full
  export --csv [--out FILE]                         all enquiries as CSV (stdout by default)
  export EMAIL [--out DIR]                          every enquiry from that address, all fields, delivery state
                                                    and CVs, into a new folder to send to them (access request)
  erase EMAIL [--yes]                               delete every enquiry from that address with its CV and outbox
                                                    entry; asks first unless --yes; logs a reference and counts
  erasures                                          the erasure log, newest first
  cv ID --out FILE                                  save an enquiry's CV (never overwrites)
  deliver                                           e-mail what waits in the outbox (needs SMTP_URL)
  requeue ID... | --failed                          make failed (or waiting) entries due now; an ID in
                                                    quarantine is released and e-mailed too
  quarantine [--limit N]                            honeypot catches: stored, never e-mailed
  purge --older-than 180d                           delete delivered enquiries older than that (d or h),
                                                    CVs included; ones still waiting to be sent are kept

Store: ENQUIRY_DB (SQLite file, default ./data/enquiries.sqlite) or DATABASE_URL (PostgreSQL).`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function idArg(args: string[], index = 0): number {
  const id = Number(args[index]);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError('an enquiry ID (a positive number) is needed');
  return id;
}

function emailArg(args: string[]): string {
  const email = args[0]?.trim() ?? '';
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError('an e-mail address is needed');
  return email;
}

function statusLine(e: EnquirySummary): string {
  const o = e.outbox;
  if (o.status === 'sent') return `sent ${iso(o.sentAt) ?? ''}`;
  if (e.quarantine) return `quarantined (${e.quarantine}), not e-mailed`;
  if (o.status === 'failed') return `FAILED after ${o.attempts} attempt(s): ${o.lastError ?? ''}`;
  return o.attempts === 0 ? 'pending' : `pending, ${o.attempts} failed attempt(s), next ${iso(o.nextAttemptAt)}: ${o.lastError ?? ''}`;
}

function printList(rows: EnquirySummary[]) {
  if (rows.length === 0) return;
  console.log(
    table([
      ['ID', 'RECEIVED', 'COUNTRY', 'DEPARTMENT', 'NAME', 'EMAIL', 'CV', 'MAIL'],
      ...rows.map((e) => [
        String(e.id),
        iso(e.createdAt).slice(0, 16).replace('T', ' '),
        e.country,
        e.department,
        e.name,
        e.email,
        e.cv ? e.cv.format : '',
        e.quarantine ? 'quarantined' : e.outbox.status
      ])
    ])
  );
}

async function run(store: EnquiryStore, { deliver }: CliSettings, command: string, args: string[]): Promise<number> {
  switch (command) {
    case 'list': {
      const status = option(args, '--status') as OutboxStatus | undefined;
      if (status && !['pending', 'sent', 'failed'].includes(status)) throw new UsageError('--status is pending, sent or failed');
      const limit = Number(option(args, '--limit') ?? 50);
      const stats = await store.stats();
      console.log(`${stats.enquiries} enquiries: ${stats.pending} waiting to be e-mailed, ${stats.sent} sent, ${stats.failed} failed`);
      if (stats.failed > 0) console.log('Failed ones are sent again with: npm run enquiries -- requeue ID (or --failed)');
      printList(await store.list({ limit, status }));
      return 0;
    }
    case 'quarantine': {
      const rows = await store.list({ limit: Number(option(args, '--limit') ?? 50), quarantined: true });
      console.log(`${(await store.stats()).quarantined} enquiries in quarantine (honeypot filled): stored, not e-mailed.`);
      if (rows.length > 0) console.log('One that is genuine is released and e-mailed with: npm run enquiries -- requeue ID');
      printList(rows);
      return 0;
    }
    case 'requeue': {
      const all = args.includes('--failed');
      const ids = all ? [] : args.map((_, i) => idArg(args, i));
      if (!all && ids.length === 0) throw new UsageError('requeue needs enquiry IDs or --failed');
      const done = await store.requeue(all ? 'failed' : ids);
      const skipped = ids.filter((id) => !done.includes(id));
      console.log(`${done.length} enquiries will be e-mailed again${done.length ? `: ${done.join(', ')}` : ''}.`);
      if (skipped.length) console.error(`Not requeued (unknown, already sent, or being sent now): ${skipped.join(', ')}`);
      if (done.length && deliver) {
        const report = await deliver(store, { ids: done });
        console.log(
          `${report.sent.length} sent, ${report.retried.length} to retry later, ${report.failed.length} refused by the mail server`
        );
      }
      return skipped.length ? 1 : 0;
    }
    case 'show': {
      const e = await store.get(idArg(args));
      if (!e) {
        console.error(`No enquiry ${args[0]}.`);
        return 1;
      }
      console.log(
        showBidi(
          [
            `Enquiry #${e.id} (${e.ref})`,
            `Received:   ${iso(e.createdAt)} (form in ${e.locale})`,
            // Each field of the form's table (@site/contact-form) but the text, which comes last.
            ...fieldIds
              .filter((f) => enquiryFields[f].kind !== 'text')
              .map((f) => `${`${f[0]!.toUpperCase()}${f.slice(1)}:`.padEnd(12)}${e[f]}`),
            `CV:         ${e.cv ? `${e.cv.displayName} (${e.cv.format}, ${e.cv.size} bytes, sha256 ${e.cv.sha256}) — npm run enquiries -- cv ${e.id} --out FILE` : 'none'}`,
            `Mail:       ${statusLine(e)}`,
            ...e.outbox.recipients.map(
              (r) => `  ${r.address}: ${r.status === 'sent' ? `accepted ${iso(r.at)}` : `REFUSED ${iso(r.at)}: ${r.error ?? ''}`}`
            ),
            `Message-ID: ${e.outbox.messageId}`,
            '',
            e.message
          ].join('\n')
        )
      );
      return 0;
    }
    case 'export': {
      if (args[0] && !args[0].startsWith('--')) {
        const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, '');
        return exportByEmail(store, emailArg(args), option(args, '--out') ?? `subject-access-${stamp}`);
      }
      if (!args.includes('--csv')) throw new UsageError('export needs --csv, or an e-mail address');
      const out = option(args, '--out');
      const rows = await store.list({ limit: 1_000_000 });
      const csv = enquiriesCsv(rows);
      if (out) {
        fs.writeFileSync(out, csv, { flag: 'wx', mode: 0o600 });
        console.error(`${rows.length} enquiries written to ${out}`);
      } else process.stdout.write(csv);
      return 0;
    }
    case 'cv': {
      const id = idArg(args);
      const out = option(args, '--out');
      if (!out) throw new UsageError('cv needs --out FILE');
      const cv = await store.cv(id);
      if (!cv) {
        console.error(`Enquiry ${id} has no CV.`);
        return 1;
      }
      fs.writeFileSync(out, cv.content, { flag: 'wx', mode: 0o600 });
      console.log(`${cv.meta.displayName} (${cv.meta.format}, ${cv.content.length} bytes) written to ${out}`);
      return 0;
    }
    case 'deliver': {
      if (!deliver) {
        console.error('SMTP_URL is not set: nothing can be e-mailed.');
        return 1;
      }
      const report = await deliver(store);
      await store.pruneRateHits(Date.now());
      console.log(
        `${report.sent.length} sent, ${report.retried.length} to retry later, ${report.failed.length} refused by the mail server`
      );
      return report.failed.length > 0 ? 1 : 0;
    }
    case 'purge': {
      const age = option(args, '--older-than');
      const match = age ? /^(\d+)([dh])$/.exec(age) : null;
      if (!match) throw new UsageError('purge needs --older-than with days or hours, e.g. 180d');
      const ms = Number(match[1]) * (match[2] === 'd' ? 24 : 1) * 60 * 60 * 1000;
      const before = Date.now() - ms;
      const removed = await store.purge(before);
      await store.pruneRateHits(Date.now());
      console.log(
        `${removed} enquiries received before ${iso(before)} deleted, with their CVs (ones still waiting to be e-mailed are kept).`
      );
      return 0;
    }
    case 'erase':
      return eraseByEmail(store, emailArg(args), args.includes('--yes'), printList);
    case 'erasures':
      return printErasures(store);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

/** Runs one command (`argv`: what follows the program's name); resolves to the exit code. */
export async function runEnquiriesCli(argv: string[], settings: CliSettings): Promise<number> {
  const [command = '', ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(usage);
    return 0;
  }
  const store = await openStore(settings.store);
  try {
    return await run(store, settings, command, args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  } finally {
    await store.close();
  }
}
