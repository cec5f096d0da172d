/**
 * The enquiry pipeline's environment variables (lib/enquiries/config.ts reads them): a
 * part of lib/env.ts's one list, kept apart for its length, declared the same way.
 */
import * as z from 'zod/mini';
import { credentialUrl, cronSecretMinChars, flag, number, text, wholeNumber, type Variable } from './env-schemas';
import { defaultRetentionDays, minFillMs } from './enquiries/limits';

const days = number((n) => Number.isFinite(n) && n >= 0, 'a number of days, 0 or more');

export const enquiryVariables = {
  SMTP_URL: {
    schema: credentialUrl(['smtp:', 'smtps:'], true),
    read: 'run',
    secret: true,
    unset: 'unset: enquiries only stored',
    doc: 'Where enquiries are e-mailed; without it they are stored and the server says so once at start'
  },
  ENQUIRY_DB: {
    schema: text,
    read: 'run',
    default: './data/enquiries.sqlite',
    doc: "SQLite file for enquiries (created on first use, readable by the server's user only)"
  },
  DATABASE_URL: {
    schema: credentialUrl(['postgres:', 'postgresql:'], false),
    read: 'run',
    secret: true,
    unset: 'unset: SQLite',
    doc: 'PostgreSQL instead of SQLite, for several instances or serverless hosts'
  },
  ENQUIRY_MAIL_FROM: {
    schema: text,
    read: 'run',
    unset: "`no-reply@` the contact address's domain",
    doc: 'Sender of the enquiry e-mails'
  },
  ENQUIRY_SECRET: {
    schema: text,
    read: 'run',
    secret: true,
    unset: 'a random key kept in the store',
    doc: "Signs the form's fill-time cookie and salts the IP hashes of the rate limit"
  },
  ENQUIRY_PROXY_HOPS: {
    schema: wholeNumber(10),
    read: 'run',
    default: '0',
    doc: 'Reverse proxies in front of `next start` that append to X-Forwarded-For and set X-Forwarded-Proto (`0`: none; `1` behind deploy/nginx.conf; `2` on AWS behind CloudFront and API Gateway)'
  },
  ENQUIRY_RETENTION_DAYS: {
    schema: days,
    read: 'build and run',
    default: String(defaultRetentionDays),
    doc: "Days a delivered enquiry is kept before the daily purge deletes it (`0`: kept). Set it for the build: the prerendered privacy notice states it and the server purges by the build's value; set to another at run, the server does not start"
  },
  NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS: {
    schema: days,
    read: 'build',
    setBy: 'the build',
    unset: 'unset outside a build: ENQUIRY_RETENTION_DAYS',
    doc: "ENQUIRY_RETENTION_DAYS as the build read it (checkEnv('build') sets it), inlined so that the purge applies the period the notice states"
  },
  ENQUIRY_MIN_FILL_MS: {
    schema: wholeNumber(60_000),
    read: 'run',
    default: String(minFillMs),
    doc: 'The shortest time in ms between the form being shown and sent; a faster post is refused (the end-to-end tests set `0`)'
  },
  CV_CHECK_WARM: {
    schema: flag,
    read: 'run',
    unset: '`1`, but `0` on a serverless host',
    doc: 'Whether the CV check keeps warm child processes between uploads (`1`) or starts one per check (`0`)'
  },
  CRON_SECRET: {
    schema: z.string().check(z.minLength(cronSecretMinChars, { error: `expected at least ${cronSecretMinChars} characters` })),
    read: 'run',
    secret: true,
    unset: 'unset: the route is off',
    doc: `The secret (${cronSecretMinChars} characters or more: \`openssl rand -hex 32\`) a scheduler sends to /api/cron/outbox (\`Authorization: Bearer …\`) where no process stays up between requests`
  }
} as const satisfies Record<string, Variable>;
