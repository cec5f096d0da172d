/**
 * The SMTP client for the outbox: one nodemailer transport per SMTP_URL, and the
 * options it is made with.
 */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

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
  // Timeouts so that a dead server cannot hold a lease for long.
  return { url, requireTLS, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
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
