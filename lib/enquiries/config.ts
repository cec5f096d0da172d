/**
 * Deployment settings of the enquiry pipeline, read from the environment when used
 * (never at import time, so tests and the command line can set them first).
 *
 * ENQUIRY_DB         SQLite file (default ./data/enquiries.sqlite), used when DATABASE_URL is not set
 * DATABASE_URL       PostgreSQL connection string: several instances or serverless functions
 * SMTP_URL           e.g. smtps://user:pass@mail.example.com:465; without it enquiries are stored only
 * ENQUIRY_MAIL_FROM  sender address of the enquiry mails (default no-reply@ the contact address's domain)
 * ENQUIRY_SECRET     key for the fill-time cookie and the IP hashes (default: a random one kept in the store)
 * ENQUIRY_PROXY_HOPS reverse proxies in front of `next start` that append to X-Forwarded-For (default 1)
 */
import { siteConfig } from '@/lib/site-config';

function value(name: string): string | undefined {
  const v = process.env[name];
  return v && v.trim() ? v.trim() : undefined;
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

export function proxyHops(): number {
  const n = Number(value('ENQUIRY_PROXY_HOPS') ?? 1);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 1;
}

/** The site's host name: the right-hand side of Message-IDs. */
export function siteHost(): string {
  return new URL(siteConfig.url).hostname;
}

export function mailFrom(): { name: string; address: string } {
  const domain = siteConfig.email.split('@')[1] ?? siteHost();
  return { name: siteConfig.name, address: value('ENQUIRY_MAIL_FROM') ?? `no-reply@${domain}` };
}
