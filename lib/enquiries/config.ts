/**
 * Deployment settings of the enquiry pipeline (ENQUIRY_DB, DATABASE_URL, SMTP_URL,
 * ENQUIRY_MAIL_FROM, ENQUIRY_SECRET, ENQUIRY_RETENTION_DAYS, ENQUIRY_MIN_FILL_MS; what each
 * sets and its default: docs/deploying.md, the one table of the variables), read from the
 * environment when used, never at import time, so tests and the command line can set them
 * first. ENQUIRY_PROXY_HOPS is read by lib/security/forwarded.ts.
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

/** The secret a scheduler sends to /api/cron/outbox (`Authorization: Bearer …`, as Vercel Cron does); unset, the route is off. */
export function cronSecret(): string | undefined {
  return envSetting('CRON_SECRET');
}

/**
 * Whether this process is a serverless function (AWS Lambda: AWS_LAMBDA_FUNCTION_NAME;
 * Vercel: VERCEL), which the host freezes between requests, children and timers all,
 * and may drop at any time.
 */
export function onServerlessHost(): boolean {
  return Boolean(envSetting('AWS_LAMBDA_FUNCTION_NAME') || envSetting('VERCEL'));
}

/**
 * Whether the CV check keeps warm child processes between checks (lib/enquiries/sandbox.ts).
 * Not on a serverless host: there each check gets a child of its own, ended after it.
 * CV_CHECK_WARM=1 or 0 decides it anywhere.
 */
export function cvCheckKeepsWarm(): boolean {
  const setting = envSetting('CV_CHECK_WARM');
  if (setting === '0' || setting === '1') return setting === '1';
  return !onServerlessHost();
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
