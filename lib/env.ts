/**
 * Every environment variable the site reads, declared once (the enquiry pipeline's in
 * lib/env-enquiries.ts): its name, how its text is parsed (lib/env-schemas.ts), its default and one line saying what it sets. Everything
 * reads them through env(name), typed by this schema; an invalid value throws an error
 * naming the variable, never a silent default. Values are trimmed; a blank one is unset.
 * The README's table of variables is generated from here (`npm run env-table`).
 *
 * NEXT_PUBLIC_* values are inlined when the site is built, so they are read through
 * literal `process.env.NEXT_PUBLIC_…` references (`inlined` below: Next inlines only that
 * form); the others are read from the environment each time env() is called, never at
 * import time, so tests and the command line can set them first.
 *
 * The only reads elsewhere, each named in eslint.config.mjs (local/process-env):
 *  - lib/browser/build-id.ts reads NEXT_PUBLIC_BUILD_ID: it is in every page's start-up
 *    script, which must not carry zod and this list;
 *  - instrumentation.ts compares NEXT_RUNTIME and NEXT_PHASE literally, so that the
 *    bundler drops its Node.js-only imports from the other runtimes;
 *  - build steps: scripts/build/ensure-build.mjs (plain Node: NEXT_DIST_DIR), cards.mts
 *    (CI, the CI service's marker) and lib/next-build/default-build-id.ts, which hashes
 *    all the environment a build inlines.
 * Passing the environment on to a child process (`{ ...process.env }`) is not a read, and
 * the programs beside the site (scripts/dev, scripts/test, the bench) read their own.
 *
 * Not `server-only`: next.config.ts and the build steps import it in plain Node. No browser
 * code imports it: the contact form's schema checks the ids of lib/site-ids.ts, which
 * leaves the facts and this module out of the browser's bundle.
 */
import * as z from 'zod/mini';
import { EnvError, flag, httpUrl, text, type Variable } from './env-schemas';
import { enquiryVariables } from './env-enquiries';

export const variables = {
  NEXT_PUBLIC_SITE_URL: {
    schema: z.pipe(
      httpUrl,
      z.transform((url) => url.replace(/\/+$/, ''))
    ),
    read: 'build',
    default: 'http://localhost:3000',
    doc: 'Absolute origin the site is served from: canonical URLs, hreflang, sitemaps, JSON-LD (trailing slashes dropped)'
  },
  NEXT_PUBLIC_COMPANY_NAME: {
    schema: text,
    read: 'build',
    default: 'Meridian Engineering & Survey',
    doc: 'Company name in copy, titles, footer; the controller named in the privacy notice'
  },
  NEXT_PUBLIC_COMPANY_SHORT_NAME: { schema: text, read: 'build', default: 'Meridian', doc: 'Short company name, beside the logo' },
  NEXT_PUBLIC_CONTACT_EMAIL: {
    schema: text,
    read: 'build',
    unset: '`info@` the e-mail domain',
    doc: "Address on the 404 and error pages; the privacy notice's address for data requests"
  },
  NEXT_PUBLIC_EMAIL_DOMAIN: {
    schema: text,
    read: 'build',
    default: 'example.com',
    doc: "Domain of the office and department addresses (the offices' addresses in the privacy notice too)"
  },
  NEXT_PUBLIC_EPCS_URL: {
    schema: httpUrl,
    read: 'build',
    default: 'https://epcs.example.com/',
    doc: 'The ePCS portal link (http(s) only)'
  },
  NEXT_PUBLIC_VRS_URL: { schema: httpUrl, read: 'build', default: 'https://vrs.example.com/', doc: 'The VRS portal link (http(s) only)' },
  NEXT_PUBLIC_MAPBOX_TOKEN: {
    schema: text,
    read: 'build',
    unset: 'unset: a static map',
    doc: 'Interactive office map on /locations; without it a static map is shown and no Mapbox request is made'
  },
  NEXT_PUBLIC_GA_ID: {
    schema: text,
    read: 'build',
    unset: 'unset: no banner, no tag',
    doc: "Google Analytics behind a consent banner; the privacy notice's analytics paragraphs and cookies appear only with it"
  },
  ...enquiryVariables,
  AWS_LAMBDA_FUNCTION_NAME: {
    schema: text,
    read: 'run',
    setBy: 'the host',
    doc: 'Set on AWS Lambda: a serverless host (no delivery timer, no warm CV-check children)'
  },
  VERCEL: { schema: text, read: 'run', setBy: 'the host', doc: 'Set on Vercel: a serverless host, as above' },
  SITE_FACTS_STRICT: { schema: flag, read: 'build', default: '0', doc: '`1`: `npm run build` fails while a company fact is unconfirmed' },
  NEXT_SKIP_TYPECHECK: {
    schema: flag,
    read: 'build',
    default: '0',
    doc: '`1`: `next build` skips its own type check, for a quick local build (`npm test` type-checks the whole tree itself)'
  },
  BUILD_ID: {
    schema: text,
    read: 'build',
    unset: 'from the commit, else random',
    doc: 'Build id served at /builds/latest.json; it names a chunk, so every instance needs the same (docs/deploying.md, Several instances)'
  },
  NEXT_DIST_DIR: { schema: text, read: 'build and run', default: '.next', doc: 'Build folder (lets several builds live side by side)' },
  BUILD_COMPILE_HINT: {
    schema: z.enum(['on', 'off'], { error: 'expected on or off' }),
    read: 'build',
    default: 'on',
    doc: "`off` skips V8's compile hint on the pages' start-up chunks (docs/next-upgrade.md)"
  },
  NEXT_PUBLIC_BUILD_ID: {
    schema: text,
    read: 'build',
    setBy: 'the build',
    default: '',
    doc: 'The build id, inlined (next.config.ts, from BUILD_ID) for open tabs to compare'
  },
  NODE_ENV: {
    schema: text,
    read: 'build and run',
    setBy: 'Next.js',
    unset: 'unset',
    doc: '`production` for `next build` and `next start`'
  },
  NEXT_RUNTIME: { schema: text, read: 'run', setBy: 'Next.js', doc: 'The runtime instrumentation.ts runs in (`nodejs`, `edge`)' },
  NEXT_PHASE: {
    schema: text,
    read: 'build and run',
    setBy: 'Next.js',
    doc: 'Which phase loads the server code (`phase-production-build` while building)'
  }
} as const satisfies Record<string, Variable>;

export type EnvName = keyof typeof variables;
type Declared<N extends EnvName> = (typeof variables)[N];
/** The parsed type of a variable: undefined when it is unset and has no default. */
export type EnvValue<N extends EnvName> = z.output<Declared<N>['schema']> | (Declared<N> extends { default: string } ? never : undefined);

/**
 * The values Next inlines at build: only a literal `process.env.X` is replaced, in
 * server and browser bundles alike. NODE_ENV is inlined too.
 */
const inlined: Partial<Record<EnvName, () => string | undefined>> = {
  NEXT_PUBLIC_SITE_URL: () => process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_COMPANY_NAME: () => process.env.NEXT_PUBLIC_COMPANY_NAME,
  NEXT_PUBLIC_COMPANY_SHORT_NAME: () => process.env.NEXT_PUBLIC_COMPANY_SHORT_NAME,
  NEXT_PUBLIC_CONTACT_EMAIL: () => process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_EMAIL_DOMAIN: () => process.env.NEXT_PUBLIC_EMAIL_DOMAIN,
  NEXT_PUBLIC_EPCS_URL: () => process.env.NEXT_PUBLIC_EPCS_URL,
  NEXT_PUBLIC_VRS_URL: () => process.env.NEXT_PUBLIC_VRS_URL,
  NEXT_PUBLIC_MAPBOX_TOKEN: () => process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
  NEXT_PUBLIC_GA_ID: () => process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_BUILD_ID: () => process.env.NEXT_PUBLIC_BUILD_ID,
  NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS: () => process.env.NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS,
  NODE_ENV: () => process.env.NODE_ENV
};

/**
 * `raw`, the text of variable `name`, parsed by its schema.
 * @internal The tests check each default with it.
 */
export function parseEnv<N extends EnvName>(name: N, raw: string | undefined): EnvValue<N> {
  const declared: Variable = variables[name];
  const value = raw?.trim() || declared.default;
  if (value === undefined) return undefined as EnvValue<N>;
  const result = z.safeParse(declared.schema, value);
  if (!result.success) throw new EnvError(name, value, result.error.issues.map((issue) => issue.message).join('; '), declared.secret);
  return result.data as EnvValue<N>;
}

/** The value of variable `name`, parsed; read when called. */
export function env<N extends EnvName>(name: N): EnvValue<N> {
  const read = inlined[name];
  return parseEnv(name, read ? read() : process.env[name]);
}

/**
 * Every variable read at `when` is readable: else one error naming each that is not.
 * The retention period is read once, by the build: it pins the value it read, which the
 * bundles inline, and a server given another one at run refuses to start.
 */
export function checkEnv(when: 'build' | 'run'): void {
  const problems: string[] = [];
  for (const [name, declared] of Object.entries(variables) as [EnvName, Variable][]) {
    if (!declared.read.includes(when)) continue;
    try {
      env(name);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`Unreadable environment:\n${problems.join('\n')}`);
  if (when === 'build') process.env.NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS = String(env('ENQUIRY_RETENTION_DAYS'));
  const built = env('NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS');
  if (when === 'run' && built !== undefined && process.env.ENQUIRY_RETENTION_DAYS?.trim() && env('ENQUIRY_RETENTION_DAYS') !== built)
    throw new Error(
      `ENQUIRY_RETENTION_DAYS=${env('ENQUIRY_RETENTION_DAYS')} differs from the ${built} days this build states in its privacy notice: ` +
        'unset it, or build again with it (lib/env.ts)'
    );
}
