/**
 * Reads the contact form's multipart body while it streams, within hard limits: the bytes
 * of the whole body, the number of parts, the size of each field's value. Nothing past a
 * limit is ever buffered, and nothing but multipart is parsed: the form only ever posts
 * multipart/form-data, and Node 24's URLSearchParams, which a urlencoded body would go
 * through, takes quadratic time in keys without `=` (docs/next-upgrade.md, Node).
 */
import 'server-only';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import { multipartLimits } from './limits';

/** Why the body was refused; `unread` when it was not read to its end (the connection is then closed). */
type BodyRefusal = { ok: false; code: 'body_too_large' | 'malformed_body' | 'too_many_files'; unread: boolean };
/**
 * The form as sent: `oversized` names the fields whose value went past the field limit
 * (their value is cut there and must not be used).
 */
export type FormRead = { ok: true; form: FormData; oversized: string[] } | BodyRefusal;

/** The media type the form posts; anything else is refused before its body is read. */
export const formMediaType = 'multipart/form-data';

/**
 * A browser writes `"`, CR and LF in a file name as %22, %0D and %0A (HTML's multipart
 * encoding); the parser hands them on as written, so they are read back here, as Fetch's
 * own multipart parser does.
 */
function unescapeFileName(name: string): string {
  return name.replace(/%(22|0D|0A)/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
}

class Refused extends Error {
  constructor(readonly refusal: BodyRefusal) {
    super(refusal.code);
  }
}

/** Collects the parts Busboy emits into a FormData; a limit reached throws from the next write. */
function collect(busboy: BusboyInstance) {
  const form = new FormData();
  const oversized: string[] = [];
  const files: Promise<void>[] = [];
  let refusal: BodyRefusal | null = null;
  const refuse = (code: BodyRefusal['code']) => (refusal ??= { ok: false, code, unread: true });
  busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) oversized.push(name);
    form.append(name, value);
  });
  busboy.on('file', (name, stream, fileName, _encoding, mimeType) => {
    // The parser's chunks are Buffers over ordinary ArrayBuffers; the File takes them as they are.
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    files.push(
      new Promise((resolve) =>
        stream.on('end', () => {
          form.append(name, new File(chunks, unescapeFileName(fileName ?? ''), { type: mimeType }));
          resolve();
        })
      )
    );
  });
  busboy.on('partsLimit', () => refuse('malformed_body'));
  busboy.on('fieldsLimit', () => refuse('malformed_body'));
  busboy.on('filesLimit', () => refuse('too_many_files'));
  const finished = new Promise<void>((resolve, reject) => {
    busboy.on('finish', resolve);
    busboy.on('error', reject);
  });
  return {
    /** Throws the refusal once a limit is reached. */
    check() {
      if (refusal) throw new Refused(refusal);
    },
    async done(): Promise<FormRead> {
      await finished;
      await Promise.all(files);
      this.check();
      return { ok: true, form, oversized };
    }
  };
}

function write(busboy: BusboyInstance, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    busboy.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * The request's form, read within `limit` bytes and the part limits of ./limits.ts, parsed
 * as it arrives. `signal` aborting (the client gone, the route's deadline) stops the read:
 * a slow sender is not waited for.
 */
export async function readForm(request: Request, limit: number, signal?: AbortSignal): Promise<FormRead> {
  let busboy: BusboyInstance;
  try {
    busboy = Busboy({ headers: { 'content-type': request.headers.get('content-type') ?? '' }, limits: multipartLimits });
  } catch {
    // No boundary, or not multipart at all: nothing was read.
    return { ok: false, code: 'malformed_body', unread: true };
  }
  const parts = collect(busboy);
  const reader = request.body?.getReader();
  const onAbort = () => void reader?.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  let total = 0;
  let readToEnd = false;
  try {
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (signal?.aborted) return { ok: false, code: 'malformed_body', unread: true };
      if (next.done) break;
      total += next.value.byteLength;
      // Stop reading: the rest of the body is never pulled from the connection.
      if (total > limit) throw new Refused({ ok: false, code: 'body_too_large', unread: true });
      await write(busboy, next.value);
      parts.check();
    }
    readToEnd = true;
    busboy.end();
    return await parts.done();
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    busboy.destroy();
    if (error instanceof Refused) return error.refusal;
    // A broken multipart body (the parser's error), or the stream failing.
    return { ok: false, code: 'malformed_body', unread: !readToEnd };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
