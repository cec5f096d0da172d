/**
 * Deployment settings of the enquiry pipeline, read from the environment when used
 * (never at import time, so tests and the command line can set them first).
 *
 * ENQUIRY_DB         SQLite file (default ./data/enquiries.sqlite), used when DATABASE_URL is not set
 * DATABASE_URL       PostgreSQL connection string: several instances or serverless functions
 * SMTP_URL           e.g. smtps://user:pass@mail.example.com:465; without it enquiries are stored only
 * ENQUIRY_MAIL_FROM  sender address of the enquiry mails (default no-reply@ the contact address's domain)
 * ENQUIRY_SECRET     key for the fill-time cookie and the IP hashes (default: a random one kept in the store)
 * ENQUIRY_PROXY_HOPS reverse proxies in front of `next start` that append to X-Forwarded-For (default 0:
 *                    none, the socket address is the client and forwarding headers are ignored)
 * ENQUIRY_RETENTION_DAYS enquiries older than this are deleted once delivered (default 180; 0 turns it off)
 * ENQUIRY_MIN_FILL_MS    a form sent sooner than this after it was shown is refused as too_fast
 *                    (default 3000; the end-to-end tests' server lowers it, so that no test waits 3 s per post)
 */
import 'server-only';
import { siteConfig } from '@/lib/site-config';
import { minFillMs } from './limits';

function value(name: string): string | undefined {
  const v = process.env[name];
  return v && v.trim() ? v.trim() : undefined;
}

const reported = new Set<string>();

/** Says once per process that a setting is unreadable: these are read on every post. */
function reportUnreadable(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`[enquiries] ${message}`);
}

export type StoreConfig = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string };

export function storeConfig(): StoreConfig {
  const url = value('DATABASE_URL');
  if (url) return { engine: 'postgres', url };
  return { engine: 'sqlite', file: value('ENQUIRY_DB') ?? './data/enquiries.sqlite' };
}

export function smtpUrl(): string | undefined {
  return value('SMTP_URL');
}

export function configuredSecret(): string | undefined {
  return value('ENQUIRY_SECRET');
}

/** An unreadable value falls back to the default; a wrong count would let clients choose their address. */
export function proxyHops(): number {
  const n = Number(value('ENQUIRY_PROXY_HOPS') ?? 0);
  if (Number.isInteger(n) && n >= 0 && n <= 10) return n;
  reportUnreadable(`ENQUIRY_PROXY_HOPS=${process.env.ENQUIRY_PROXY_HOPS} is not a number from 0 to 10: using 0`);
  return 0;
}

const defaultRetentionDays = 180;

/** Days an enquiry is kept once delivered; 0 means kept until purged by hand. */
export function retentionDays(): number {
  const n = Number(value('ENQUIRY_RETENTION_DAYS') ?? defaultRetentionDays);
  return Number.isFinite(n) && n >= 0 ? n : defaultRetentionDays;
}

/** An unreadable value falls back to the default: a typo must not switch the check off. */
export function minFillTime(): number {
  const raw = value('ENQUIRY_MIN_FILL_MS');
  if (raw === undefined) return minFillMs;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 0 && n <= 60_000) return n;
  reportUnreadable(
    `ENQUIRY_MIN_FILL_MS=${process.env.ENQUIRY_MIN_FILL_MS} is not a whole number of ms from 0 to 60000: using ${minFillMs}`
  );
  return minFillMs;
}

/** The site's host name: the right-hand side of Message-IDs. */
export function siteHost(): string {
  return new URL(siteConfig.url).hostname;
}

export function mailFrom(): { name: string; address: string } {
  const domain = siteConfig.email.split('@')[1] ?? siteHost();
  return { name: siteConfig.name, address: value('ENQUIRY_MAIL_FROM') ?? `no-reply@${domain}` };
}
