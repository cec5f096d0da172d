/** Reads a request body with a hard byte limit: nothing past the limit is ever buffered. */
import 'server-only';

type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'aborted' };

/** `signal` aborting (the client gone, the route's deadline) stops the read: a slow sender is not waited for. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number, signal?: AbortSignal): Promise<BodyRead> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        // Stop reading: the rest of the body is never pulled from the connection.
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  // A cancelled read ends like a complete one: it is not.
  if (signal?.aborted) return { ok: false, reason: 'aborted' };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type FormRead = { ok: true; form: FormData } | { ok: false; code: 'body_too_large' | 'malformed_body'; unread: boolean };

/**
 * The request's form, its body read within `limit` and parsed; `unread` when the body
 * was not read to its end. The raw bytes live only in here: an upload that then waits
 * for its CV check holds its body once, as the parsed File (it held the bytes, the File
 * and a copy of the File's bytes: three times).
 */
export async function readForm(request: Request, limit: number, signal?: AbortSignal): Promise<FormRead> {
  const read = await readLimited(request.body, limit, signal);
  if (!read.ok) return { ok: false, code: read.reason === 'too_large' ? 'body_too_large' : 'malformed_body', unread: true };
  try {
    const type = request.headers.get('content-type')!;
    return { ok: true, form: await new Response(read.bytes, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { ok: false, code: 'malformed_body', unread: false };
  }
}
