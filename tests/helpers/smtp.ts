/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package): it keeps
 * every message it accepts, can be told to answer 4xx or 5xx (451, 550, 552 at the
 * end of DATA; 535 to AUTH, for clients that log in through `authUrl`; any code to
 * RCPT TO for the addresses in `refuse`, while it takes the others), can keep a message
 * and answer it only after `answerDelayMs` (a client that dies meanwhile never learns it
 * was taken), can be stopped and started again on the same port ("the mail server is down"),
 * and counts the connections open at once.
 */
import type { AddressInfo } from 'node:net';
import type { SendMailOptions } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };
/** 'hang' takes the message and never answers it, as a stalled server would. */
type SmtpMode = 'accept' | 'tempfail' | 'permfail' | 'authfail' | 'toolarge' | 'hang';

export type TestSmtp = {
  port: number;
  url: string;
  /** The same server, logging in as user "site" (refused with 535 in mode 'authfail'). */
  authUrl: string;
  messages: ReceivedMail[];
  mode: SmtpMode;
  /** Recipients refused at RCPT TO, with the code to answer (451, 550…); the others are taken. */
  refuse: Map<string, number>;
  /** In mode 'accept': a message is kept at once and its 250 sent this much later. */
  answerDelayMs: number;
  /** Client connections open now, and the most that were open at once. */
  connections: { open: number; most: number };
  stop(): Promise<void>;
  start(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
};

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      // A client lost in the middle of a mail (a killed instance) is reported as the
      // server's 'error', which would otherwise end the test run: it is the client's doing.
      server.on('error', () => undefined);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

export async function startSmtp(): Promise<TestSmtp> {
  const state = { messages: [] as ReceivedMail[], mode: 'accept' as SmtpMode, refuse: new Map<string, number>(), answerDelayMs: 0 };
  const connections = { open: 0, most: 0 };
  const create = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections.open++;
        connections.most = Math.max(connections.most, connections.open);
        callback();
      },
      onClose() {
        connections.open--;
      },
      onAuth(auth, _session, callback) {
        if (state.mode === 'authfail')
          return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        callback(null, { user: auth.username });
      },
      size: 20 * 1024 * 1024,
      onRcptTo(address, _session, callback) {
        const code = state.refuse.get(address.address.toLowerCase());
        if (!code) return callback();
        const text = code < 500 ? 'Mailbox busy, try again later' : 'No such mailbox';
        callback(Object.assign(new Error(`${text} <${address.address}>`), { responseCode: code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (state.mode === 'hang') return;
          if (state.mode === 'tempfail') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          if (state.mode === 'permfail') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          if (state.mode === 'toolarge')
            return callback(Object.assign(new Error('Message exceeds fixed maximum message size'), { responseCode: 552 }));
          state.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8')
          });
          if (state.answerDelayMs > 0) setTimeout(callback, state.answerDelayMs);
          else callback();
        });
      }
    });
  let server = create();
  const port = await listen(server, 0);
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    authUrl: `smtp://site:secret@127.0.0.1:${port}`,
    messages: state.messages,
    refuse: state.refuse,
    connections,
    get mode() {
      return state.mode;
    },
    set mode(mode: SmtpMode) {
      state.mode = mode;
    },
    get answerDelayMs() {
      return state.answerDelayMs;
    },
    set answerDelayMs(ms: number) {
      state.answerDelayMs = ms;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = create();
      await listen(server, port);
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP server got ${state.messages.length} of ${count} messages`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return state.messages;
    }
  };
  return smtp;
}

/**
 * What `sendMail` resolves with when the server takes every recipient of the envelope:
 * for a stand-in transport in tests that need no server.
 */
export function acceptAll(mail: SendMailOptions) {
  const to = ([] as unknown[]).concat(mail.envelope?.to ?? []).map(String);
  return { accepted: to, rejected: [], envelope: { from: '', to }, messageId: String(mail.messageId ?? '') };
}

/* A small MIME reader, enough to look at what nodemailer sent. */

export type MimePart = { headers: Map<string, string>; body: Buffer; parts: MimePart[] };

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const bodyText = split < 0 ? '' : raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = bodyText
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => parseMime(p.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  let body: Buffer;
  if (encoding === 'base64') body = Buffer.from(bodyText.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable')
    body = Buffer.from(
      bodyText.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1'
    );
  else body = Buffer.from(bodyText, 'utf8');
  return { headers, body, parts: [] };
}

export function flattenParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(flattenParts) : [part];
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value. */
export function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1'
        ).toString('utf8')
  );
}
