/**
 * The SMTP client for the outbox: one nodemailer transport per SMTP_URL, the options it
 * is made with, and how long a send may take, with the lease that covers it.
 */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * How long one delivery may take, in one place. Nodemailer's timeouts are per step: they
 * catch a dead server, not one that answers slowly at every step, so the whole send has
 * its own deadline (`sendMs`, through the mail's AbortSignal), longer than the steps'
 * limits together so that a dead server is reported by the step that found it.
 */
export const sendTiming = {
  /** Opening the connection (TCP, and TLS for smtps://). */
  connectionMs: 15_000,
  /** The server's greeting once connected. */
  greetingMs: 15_000,
  /** Silence at any later step (EHLO, STARTTLS, AUTH, MAIL, RCPT, DATA, the final answer). */
  socketMs: 60_000,
  /** The whole send, from connecting to the server's final answer: then it is aborted. */
  sendMs: 120_000,
  /** Recording the outcome, tried again while the database cannot be reached. */
  recordMs: 60_000
};

/**
 * SMTP connections open at once in this process, by every path that sends (the send
 * after a post, the timer, the scheduled run, the command line; ./send-slots.ts): each
 * holds one enquiry and its CV in memory, so a burst of posts to a slow mail server
 * waits in the outbox instead of growing the server.
 */
export const smtpConnections = 4;

/**
 * An entry's lease covers its send and the recording of the outcome, with a minute to
 * spare: no other worker takes the entry while its send may still be under way. An
 * instance that dies mid-send leaves the entry to the others once the lease has run out.
 */
export const leaseMs = sendTiming.sendMs + sendTiming.recordMs + 60_000;

const loopback = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Transport options for SMTP_URL. `smtps://` is TLS from the start; `smtp://` must
 * upgrade with STARTTLS (requireTLS) or nothing is sent, because the mail carries CVs:
 * a server that offers no STARTTLS is a configuration error, retried and logged. Only
 * a relay on the same machine (localhost, 127.0.0.1, ::1) may be spoken to in clear.
 * @internal
 */
export function smtpTransportOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  const requireTLS = protocol === 'smtp:' && !loopback.has(hostname);
  return {
    url,
    requireTLS,
    connectionTimeout: sendTiming.connectionMs,
    greetingTimeout: sendTiming.greetingMs,
    socketTimeout: sendTiming.socketMs
  };
}

const transports = new Map<string, Transporter>();

export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(smtpTransportOptions(url));
    transports.set(url, transport);
  }
  return transport;
}
