/**
 * The staff command line's answers to a person's requests about their own data
 * (docs/privacy.md): `export <email>` (access) and `erase <email>` (erasure).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { enquiryFields, fieldIds } from '@site/contact-form';
import type { EnquiryStore, EnquirySummary } from '../types';
import { iso } from './text';

/** One enquiry as handed to the person it is about: every field we hold, delivery state included. */
function record(e: EnquirySummary, cvFile: string | null) {
  return {
    reference: e.ref,
    received: iso(e.createdAt),
    language: e.locale,
    // The form's fields under their export names (@site/contact-form's table).
    ...Object.fromEntries(fieldIds.map((f) => [enquiryFields[f].export, e[f]])),
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

/** What a file system allows in one name (NAME_MAX on Linux: bytes, not characters). */
const maxNameBytes = 255;

/** The first code points of `text` that fit in `bytes` bytes of UTF-8 (never half a character). */
function cutToBytes(text: string, bytes: number): string {
  let kept = '';
  let used = 0;
  for (const char of text) {
    used += Buffer.byteLength(char);
    if (used > bytes) break;
    kept += char;
  }
  return kept;
}

/**
 * A file name of ours for a CV: the enquiry's id and the visitor's name, with nothing that
 * could leave the folder, and within maxNameBytes: a display name of 100 CJK letters is
 * 300 bytes, of 100 astral ones 400, and the export failed on it with ENAMETOOLONG. The
 * stem is cut; the extension (the format, as the content says) stays. enquiries.json keeps
 * the whole name.
 */
function cvFileName(id: number, displayName: string): string {
  const safe = path.basename(displayName).replace(/[^\p{L}\p{N}._ -]/gu, '_');
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  const prefix = `${id}-`;
  return `${prefix}${cutToBytes(stem, maxNameBytes - Buffer.byteLength(prefix) - Buffer.byteLength(ext))}${ext}`;
}

/**
 * Writes every enquiry from the address to a new folder (never into an existing one):
 * enquiries.json with all fields and the delivery state, and each CV under cv/.
 * Readable by the staff member's user only, as the store is. Everything is written to a
 * temporary folder beside it, which is renamed to `out` at the end: a failure part way
 * leaves nothing behind, so a rerun is not refused for the half-written folder.
 */
export async function exportByEmail(store: EnquiryStore, email: string, out: string): Promise<number> {
  const found = await store.byEmail(email);
  if (found.length === 0) {
    console.log(`No enquiries from ${email.trim()}: nothing is held, no folder written.`);
    return 0;
  }
  // Checked first, as mkdir did, so that the message says why; the rename below checks again.
  if (fs.lstatSync(out, { throwIfNoEntry: false }))
    throw new Error(`${out} already exists: the export writes a new folder, never into one`);
  // mkdtemp makes it 0700; in the same folder as `out`, so the rename cannot cross file systems.
  const partial = fs.mkdtempSync(path.join(path.dirname(out), `.${path.basename(out)}.partial-`));
  try {
    const records = [];
    let cvs = 0;
    for (const e of found) {
      const cv = e.cv ? await store.cv(e.id) : null;
      let saved: string | null = null;
      if (cv) {
        fs.mkdirSync(path.join(partial, 'cv'), { recursive: true, mode: 0o700 });
        saved = `cv/${cvFileName(e.id, e.cv!.displayName)}`;
        fs.writeFileSync(path.join(partial, saved), cv.content, { flag: 'wx', mode: 0o600 });
        cvs++;
      }
      records.push(record(e, saved));
    }
    const data = { exported: new Date().toISOString(), email: email.trim(), enquiries: records };
    fs.writeFileSync(path.join(partial, 'enquiries.json'), `${JSON.stringify(data, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    // Something that appeared at `out` meanwhile makes this fail (ENOTEMPTY, or ENOTDIR for
    // a file or symlink) rather than be written into; only an empty folder is replaced.
    fs.renameSync(partial, out);
    console.log(`${found.length} enquiries from ${email.trim()} (${cvs} CVs) written to ${out}: enquiries.json${cvs ? ' and cv/' : ''}.`);
    return 0;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
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
