/**
 * The staff command line's answers to a person's requests about their own data
 * (docs/privacy.md): `export <email>` (access) and `erase <email>` (erasure).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { EnquiryStore, EnquirySummary } from '@/lib/enquiries/store';
import { iso } from './enquiries-text';

/** One enquiry as handed to the person it is about: every field we hold, delivery state included. */
function record(e: EnquirySummary, cvFile: string | null) {
  return {
    reference: e.ref,
    received: iso(e.createdAt),
    language: e.locale,
    name: e.name,
    company: e.company,
    email: e.email,
    office: e.office,
    department: e.department,
    message: e.message,
    cv: e.cv && { fileName: e.cv.displayName, format: e.cv.format, bytes: e.cv.size, sha256: e.cv.sha256, savedAs: cvFile },
    delivery: {
      status: e.quarantine ? `quarantined (${e.quarantine}), not e-mailed` : e.outbox.status,
      attempts: e.outbox.attempts,
      sent: iso(e.outbox.sentAt),
      lastError: e.outbox.lastError,
      messageId: e.outbox.messageId
    }
  };
}

/** A file name of ours for a CV: the enquiry's id and the visitor's name, with nothing that could leave the folder. */
const cvFileName = (e: EnquirySummary) => `${e.id}-${path.basename(e.cv!.displayName).replace(/[^\p{L}\p{N}._ -]/gu, '_')}`;

/**
 * Writes every enquiry from the address to a new folder (never into an existing one):
 * enquiries.json with all fields and the delivery state, and each CV under cv/.
 * Readable by the staff member's user only, as the store is.
 */
export async function exportByEmail(store: EnquiryStore, email: string, out: string): Promise<number> {
  const found = await store.byEmail(email);
  if (found.length === 0) {
    console.log(`No enquiries from ${email.trim()}: nothing is held, no folder written.`);
    return 0;
  }
  fs.mkdirSync(out, { mode: 0o700 });
  const records = [];
  let cvs = 0;
  for (const e of found) {
    const cv = e.cv ? await store.cv(e.id) : null;
    let saved: string | null = null;
    if (cv) {
      fs.mkdirSync(path.join(out, 'cv'), { recursive: true, mode: 0o700 });
      saved = `cv/${cvFileName(e)}`;
      fs.writeFileSync(path.join(out, saved), cv.content, { flag: 'wx', mode: 0o600 });
      cvs++;
    }
    records.push(record(e, saved));
  }
  const data = { exported: new Date().toISOString(), email: email.trim(), enquiries: records };
  fs.writeFileSync(path.join(out, 'enquiries.json'), `${JSON.stringify(data, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  console.log(`${found.length} enquiries from ${email.trim()} (${cvs} CVs) written to ${out}: enquiries.json${cvs ? ' and cv/' : ''}.`);
  return 0;
}

async function confirmed(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await Promise.race([rl.question(question), new Promise<string>((resolve) => rl.once('close', () => resolve('')))]);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/**
 * Deletes every enquiry from the address with its CV and outbox entry, after showing
 * what will go and asking (unless `yes`). The store logs the erasure with a reference
 * and counts only, which is printed for the reply to the person who asked.
 */
export async function eraseByEmail(store: EnquiryStore, email: string, yes: boolean, show: (rows: EnquirySummary[]) => void) {
  const found = await store.byEmail(email);
  const cvs = found.filter((e) => e.cv).length;
  if (found.length > 0) {
    show(found);
    if (!yes && !(await confirmed(`Delete these ${found.length} enquiries and ${cvs} CVs from ${email.trim()} for good? [y/N] `))) {
      console.log('Nothing deleted.');
      return 1;
    }
  }
  const done = await store.erase(email, Date.now());
  console.log(
    `${done.enquiries} enquiries and ${done.files} CVs from ${email.trim()} deleted, outbox entries with them. ` +
      `Erasure ${done.ref} logged at ${iso(done.erasedAt)} (reference and counts only; \`erasures\` lists the log).`
  );
  return 0;
}

export async function printErasures(store: EnquiryStore) {
  const log = await store.erasures();
  console.log(`${log.length} erasures logged.`);
  for (const e of log) console.log(`${iso(e.erasedAt)}  ${e.ref}  ${e.enquiries} enquiries, ${e.files} CVs`);
  return 0;
}
