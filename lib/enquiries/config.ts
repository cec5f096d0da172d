/**
 * Deployment settings of the enquiry pipeline, read from the environment when used
 * (never at import time, so tests and the command line can set them first).
 *
 * ENQUIRY_DB         SQLite file (default ./data/enquiries.sqlite), used when DATABASE_URL is not set
 * DATABASE_URL       PostgreSQL connection string: several instances or serverless functions
 * SMTP_URL           e.g. smtps://user:pass@mail.example.com:465; without it enquiries are stored only
 * ENQUIRY_MAIL_FROM  sender address of the enquiry mails (default no-reply@ the contact address's domain)
 * ENQUIRY_SECRET     key for the fill-time cookie and the IP hashes (default: a random one kept in the store)
 * (ENQUIRY_PROXY_HOPS, the proxies in front of `next start`, is read by lib/security/forwarded.ts.)
 * ENQUIRY_RETENTION_DAYS enquiries older than this are deleted once delivered (default 180; 0 turns it off)
 * ENQUIRY_MIN_FILL_MS    a form sent sooner than this after it was shown is refused as too_fast
 *                    (default 3000; the end-to-end tests' server lowers it, so that no test waits 3 s per post)
 */
import 'server-only';
import { envSetting, reportUnreadableSetting } from '@/lib/env-settings';
import { siteConfig } from '@/lib/site-config';
import { defaultRetentionDays, minFillMs } from './limits';

export type StoreConfig = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string };

export function storeConfig(): StoreConfig {
  const url = envSetting('DATABASE_URL');
  if (url) return { engine: 'postgres', url };
  return { engine: 'sqlite', file: envSetting('ENQUIRY_DB') ?? './data/enquiries.sqlite' };
}

export function smtpUrl(): string | undefined {
  return envSetting('SMTP_URL');
}

export function configuredSecret(): string | undefined {
  return envSetting('ENQUIRY_SECRET');
}

/** Days an enquiry is kept once delivered; 0 means kept until purged by hand. */
export function retentionDays(): number {
  const n = Number(envSetting('ENQUIRY_RETENTION_DAYS') ?? defaultRetentionDays);
  return Number.isFinite(n) && n >= 0 ? n : defaultRetentionDays;
}

/** An unreadable value falls back to the default: a typo must not switch the check off. */
export function minFillTime(): number {
  const raw = envSetting('ENQUIRY_MIN_FILL_MS');
  if (raw === undefined) return minFillMs;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 0 && n <= 60_000) return n;
  reportUnreadableSetting(
    `[enquiries] ENQUIRY_MIN_FILL_MS=${process.env.ENQUIRY_MIN_FILL_MS} is not a whole number of ms from 0 to 60000: using ${minFillMs}`
  );
  return minFillMs;
}

/** The site's host name: the right-hand side of Message-IDs. */
export function siteHost(): string {
  return new URL(siteConfig.url).hostname;
}

export function mailFrom(): { name: string; address: string } {
  const domain = siteConfig.email.split('@')[1] ?? siteHost();
  return { name: siteConfig.name, address: envSetting('ENQUIRY_MAIL_FROM') ?? `no-reply@${domain}` };
}
