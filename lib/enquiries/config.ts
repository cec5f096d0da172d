/**
 * Deployment settings of the enquiry pipeline (ENQUIRY_DB, DATABASE_URL, SMTP_URL,
 * ENQUIRY_MAIL_FROM, ENQUIRY_SECRET, ENQUIRY_RETENTION_DAYS, ENQUIRY_MIN_FILL_MS; each is
 * declared, with its default, in lib/env.ts), read from the environment when used, never
 * at import time, so tests and the command line can set them first. ENQUIRY_PROXY_HOPS is
 * read by lib/security/forwarded.ts.
 */
import 'server-only';
import { env } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import type { StoreConfig } from '@site/enquiry-store';

export function storeConfig(): StoreConfig {
  const url = env('DATABASE_URL');
  if (url) return { engine: 'postgres', url };
  return { engine: 'sqlite', file: env('ENQUIRY_DB') };
}

export function smtpUrl(): string | undefined {
  return env('SMTP_URL');
}

/** The secret a scheduler sends to /api/cron/outbox (`Authorization: Bearer …`, as Vercel Cron does); unset, the route is off. */
export function cronSecret(): string | undefined {
  return env('CRON_SECRET');
}

/**
 * Whether this process is a serverless function (AWS Lambda: AWS_LAMBDA_FUNCTION_NAME;
 * Vercel: VERCEL), which the host freezes between requests, children and timers all,
 * and may drop at any time.
 */
export function onServerlessHost(): boolean {
  return Boolean(env('AWS_LAMBDA_FUNCTION_NAME') || env('VERCEL'));
}

/**
 * Whether the CV check keeps warm child processes between checks (lib/enquiries/cv-upload.ts).
 * Not on a serverless host: there each check gets a child of its own, ended after it.
 * CV_CHECK_WARM=1 or 0 decides it anywhere.
 */
export function cvCheckKeepsWarm(): boolean {
  return env('CV_CHECK_WARM') ?? !onServerlessHost();
}

export function configuredSecret(): string | undefined {
  return env('ENQUIRY_SECRET');
}

/**
 * Days an enquiry is kept once delivered; 0 means kept until purged by hand. The build's
 * value, which the privacy notice states (lib/env.ts, checkEnv); outside a build (the
 * command line, the tests) the environment's.
 */
export function retentionDays(): number {
  return env('NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS') ?? env('ENQUIRY_RETENTION_DAYS');
}

/** The shortest time, in ms, between the form being shown and sent. */
export function minFillTime(): number {
  return env('ENQUIRY_MIN_FILL_MS');
}

/** The site's host name: the right-hand side of Message-IDs. */
export function siteHost(): string {
  return new URL(siteConfig.url).hostname;
}

export function mailFrom(): { name: string; address: string } {
  const domain = siteConfig.email.split('@')[1] ?? siteHost();
  return { name: siteConfig.name, address: env('ENQUIRY_MAIL_FROM') ?? `no-reply@${domain}` };
}
