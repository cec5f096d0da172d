/**
 * Limits of the contact form, shared by the form (client) and the route handler
 * (server). Changing one here changes both. The text fields' own limits are in their
 * table, and the form's field names beside it (@site/contact-form).
 */
import { maxCvBytes } from '@site/cv-check/formats';
import { enquiryFields, fieldIds } from '@site/contact-form';

/** The formats the CV check reads (the file picker offers their extensions). */
export { cvFormats } from '@site/cv-check/formats';

/**
 * What a serverless host takes in one request, by its documented quota: a Vercel Function
 * 4.5 MB of body; AWS Lambda 6 MB of synchronous payload, in which API Gateway and a
 * function URL pass a form's body base64-encoded (4/3 of its size) with the request's
 * headers. The limits below fit both (docs/deploying.md, per host).
 * @internal
 */
export const platformRequestLimits = { vercelBodyBytes: 4_500_000, lambdaPayloadBytes: 6 * 1024 * 1024 } as const;
/**
 * Whole request body, enforced from Content-Length and while reading the stream: within
 * Vercel's 4.5 MB, and 5.7 MiB once base64-encoded for Lambda, leaving 300 KB for the
 * event's headers. It was 6 MiB, which both hosts refused before the app saw it, with a
 * bare 413 in English.
 */
export const maxBodyBytes = 4.25 * 1024 * 1024;
/**
 * The one CV file: the body's limit less room for the longest fields, the file's name and
 * the multipart framing; the largest file the CV check is built for, too.
 */
export const maxFileBytes = maxCvBytes;
/**
 * nginx's `client_max_body_size` for the form (deploy/nginx.conf, in KiB there): the app's
 * limit and 1 MiB of slack, so that a body just over the app's limit reaches the app,
 * which answers it with its own code (the form shows it), and a bigger one is refused
 * before it is buffered.
 * @internal
 */
export const proxyBodyBytes = maxBodyBytes + 1024 * 1024;
/**
 * The CV's file name, in UTF-16 units: a browser sends the name the file has, and file
 * systems allow 255 characters (or bytes) per name; a longer one is refused as
 * malformed_body before anything reads it.
 */
export const maxFileNameChars = 1024;

/**
 * What the body may hold, enforced by the multipart parser while the body streams
 * (body.ts): a part past `parts` is malformed_body, a second file too_many_files. The
 * form sends one part per field, the CV and the honeypot; 50 leaves room for a form
 * cached before a field was added or renamed.
 */
export const multipartLimits = {
  parts: 50,
  fields: 50,
  files: 1,
  /**
   * A field's value, in bytes: the longest field's limit (in UTF-16 units, its table) at
   * 3 bytes of UTF-8 a unit, doubled for line breaks sent as CRLF and the white space the
   * cleaning trims. No value the form admits comes near it; a longer one is refused with
   * its field's too-long code, and is never kept whole.
   */
  fieldSize: 2 * 3 * Math.max(...fieldIds.map((id) => (enquiryFields[id] as { max?: number }).max ?? 0)),
  /** Content-Disposition and Content-Type. */
  headerPairs: 8
} as const;

/** A form sent sooner than this after it was shown is refused (bots fill forms instantly); ENQUIRY_MIN_FILL_MS overrides it (config.ts). */
export const minFillMs = 3000;
/**
 * The fill-time cookie is accepted for this long after it was set: long enough to write
 * an enquiry, short enough that a collected one is soon of no use (it was a day). The
 * beacon renews one past half of it, so a form opened again later does not expire.
 */
export const fillTokenMaxAgeMs = 2 * 60 * 60 * 1000;

/** Days a delivered enquiry is kept; ENQUIRY_RETENTION_DAYS overrides it (config.ts), and the privacy notice states it. */
export const defaultRetentionDays = 180;

/** Per client IP: this many posts in this window, counted in the store. */
export const rateLimit = { max: 5, windowMs: 10 * 60 * 1000 } as const;

const hourMs = 60 * 60 * 1000;

/**
 * Budgets of the networks a client is in, beside its own (lib/enquiries/budgets.ts):
 * one subscriber gets a /64, and often a /56 or a /48, free from tunnel brokers, so
 * counting only the /64 let one /48 post 327,680 times in 10 minutes. A /56 is one
 * household or office (4 clients' posts); a /48 one site or a tunnel broker's user,
 * which an ISP may also share among its customers' /56s, so 2.5 times that. An IPv4 /24
 * is counted like a /56: a carrier's NAT spreads one visitor over neighbouring addresses.
 */
export const networkBudgets = {
  ipv4: [{ prefix: 24, max: 20, windowMs: rateLimit.windowMs }],
  ipv6: [
    { prefix: 56, max: 20, windowMs: rateLimit.windowMs },
    { prefix: 48, max: 50, windowMs: rateLimit.windowMs }
  ]
} as const;

/**
 * Site-wide budgets per hour, whoever sends: enquiries to be e-mailed, and CVs stored.
 * Far above what the site receives (a few a day, a job advert's busiest hour a few
 * dozen), they bound what many networks together can put into the mailboxes and the
 * store: at most 60 CVs of 4 MiB an hour. Past one, posts get 503 with Retry-After.
 */
export const siteBudgets = {
  mails: { max: 120, windowMs: hourMs },
  cvs: { max: 60, windowMs: hourMs }
} as const;

/**
 * Bytes of stored CVs past which a post with a CV gets 503 (one without is still
 * taken): 2 GiB, some ten times the CVs a year of retention keeps, and room left on a
 * small server's disk. Checked before each CV post, so concurrent posts may pass it by
 * a few files.
 */
export const cvStoreQuota = { bytes: 2 * 1024 * 1024 * 1024, retryAfterSeconds: 60 * 60 } as const;

/**
 * A file refused as too complex to check (`file_too_complex`: it used the check's CPU
 * or memory limit) costs its networks above the client (the /24, /56 and /48) this many
 * posts more, for this long: a file that needs the check's whole CPU is a rarity from
 * a person and the cheapest way to hold the check queue. Not the client's own budget: a
 * valid file refused on a busy host leaves its visitor their posts.
 */
export const complexFilePenalty = { posts: 5, ms: hourMs } as const;

/** The longest a hashed address's hit is kept (the privacy notice states it): a file too complex to check, else the rate-limit window. */
export const rateHitsKeptMs = Math.max(rateLimit.windowMs, complexFilePenalty.ms);

/** Name of the cookie that carries the signed time the form was first shown. */
export const fillCookieName = 'enquiry_form_started';
/** Path of the beacon that sets it (an image in the form, so it works without JavaScript). */
export const fillBeaconPath = '/api/contact/start';
export const contactApiPath = '/api/contact';
/** The scheduled outbox run of a serverless host (lib/enquiries/cron.ts). */
export const cronOutboxPath = '/api/cron/outbox';
/**
 * Every route of app/api: answers, never documents. proxy.ts does not run for them (its
 * matcher lists them; a test checks both against app/api), so next.config.ts gives them their policy.
 */
export const apiRoutePaths = [contactApiPath, fillBeaconPath, cronOutboxPath] as const;
