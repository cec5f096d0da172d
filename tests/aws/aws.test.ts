/**
 * The AWS build (OpenNext, `npm run build:aws:offline`) answered by its own server
 * function as Lambda runs it (tests/helpers/aws/target.ts), with PostgreSQL and a mail server on
 * 127.0.0.1: every prerendered page and the 404s with their CSP, the language at /, the
 * sitemaps and feeds, a contact post with a CV stored and mailed by the scheduled run, a
 * refused CV answered with its code, the largest accepted post within Lambda's payload
 * limit, a post answered at once while the mail server hangs (its mail sent later by the
 * scheduled run, once), the client's address read behind CloudFront and API Gateway, and
 * the scheduled outbox run delivering a mail refused for now (SMTP 451) exactly once.
 * Run by `npm run test:aws`; under CI=true a missing build or PostgreSQL fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import { storeConfig } from '@/lib/enquiries/config';
import { apiRoutePaths, maxFileBytes, platformRequestLimits } from '@/lib/enquiries/limits';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';
import { defaultLocale, locales, prefixedLocales } from '@/lib/i18n/locales';
import { templateSamples } from '@/lib/routes';
import { buildDir } from '@/lib/next-build/output';
import { checkServed, servedSamples } from '@/lib/next-build/verify';
import { feedContentType } from '@/lib/seo/atom-feed';
import { feedPath } from '@/lib/seo/sharing-paths';
import { cspAllows, policyWithoutInlineScripts } from '@/lib/security/csp';
import { pdf } from '../../packages/cv-check/tests/helpers/documents';
import { contactPost } from '../helpers/enquiries/contact-post';
import { advanceOutboxClock } from '../helpers/enquiries/outbox-clock';
import { hostileFiles } from '../../packages/cv-check/tests/helpers/hostile-files';
import { largestFiles } from '../../packages/cv-check/tests/helpers/largest-files';
import { postgresAvailability, postgresRequired, startPostgres, type TestPostgres } from '../helpers/postgres';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { awsBuildMissing, hasAwsBuild, openNextDir, startAwsTarget, writableByFunction, type AwsTarget } from '../helpers/aws/target';

const availability = postgresAvailability();
const missing = [...(hasAwsBuild ? [] : [awsBuildMissing]), ...(availability.ok ? [] : [availability.reason])];
if (missing.length > 0 && !postgresRequired())
  console.warn(`[aws tests] skipped: ${missing.join('; ')} (under CI=true this fails instead)`);

const port = Number(process.env.E2E_PORT || 3210) + 9;
const secret = randomBytes(32).toString('hex');
const cronSecret = randomBytes(24).toString('hex');
const prefix = (locale: string) => (locale === defaultLocale ? '' : `/${locale}`);

describe.runIf(missing.length === 0 || postgresRequired())('the AWS build on its server function', () => {
  let postgres: TestPostgres;
  let smtp: TestSmtp;
  let target: AwsTarget;
  let store: EnquiryStore;

  beforeAll(async () => {
    if (!hasAwsBuild) throw new Error(awsBuildMissing);
    [postgres, smtp] = await Promise.all([startPostgres(availability), startSmtp()]);
    target = await startAwsTarget(port, {
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      ENQUIRY_SECRET: secret,
      CRON_SECRET: cronSecret,
      // CloudFront appends the client's address to X-Forwarded-For, then API Gateway the
      // edge's (the bridge appends this test's own): two proxies, as OpenNext deploys it.
      ENQUIRY_PROXY_HOPS: '2',
      BRIDGE_PAYLOAD_LIMIT: String(platformRequestLimits.lambdaPayloadBytes)
    });
    process.env.DATABASE_URL = postgres.url;
    store = await getStore();
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    delete process.env.DATABASE_URL;
    await target?.stop();
    await smtp?.stop();
    await postgres?.stop();
  });

  const showOutput = () => onTestFailed(() => console.info(`--- the function:\n${target.output.join('\n')}`));

  test('runs as a user that can write only /tmp', () => {
    expect(writableByFunction('/tmp')).toBe(true);
    for (const place of [openNextDir, path.join(openNextDir, 'server-functions', 'default'), process.cwd()])
      expect(writableByFunction(place), place).toBe(false);
  });

  test('every prerendered page and the 404s, in every language, with the CSP of their own inline scripts', async () => {
    showOutput();
    const samples = servedSamples(buildDir(), ['', ...prefixedLocales.map((locale) => `/${locale}`)]);
    expect(samples.length).toBeGreaterThan(100);
    const served = samples.map((sample) => sample.path);
    for (const { path: page } of templateSamples)
      for (const locale of locales) expect(served).toContain(page === '/' ? prefix(locale) || '/' : prefix(locale) + page);
    expect(await checkServed('the AWS function', target.base, samples, cspAllows)).toEqual([]);
  }, 180_000);

  test("the API's routes carry the policy that allows no inline script", async () => {
    for (const route of apiRoutePaths) {
      const response = await fetch(target.base + route);
      expect(response.headers.get('content-security-policy'), route).toBe(policyWithoutInlineScripts);
    }
  });

  test('a 404 is the localized not-found page, in each language', async () => {
    for (const locale of locales) {
      for (const missingPath of [`${prefix(locale)}/nope`, `${prefix(locale)}/services/nope`, `${prefix(locale)}/x.php`]) {
        const response = await fetch(target.base + missingPath);
        expect(response.status, missingPath).toBe(404);
        expect(await response.text(), missingPath).toContain(`<html lang="${locale}"`);
      }
    }
  });

  test('a write to a page is refused, and a malformed path gets the 404, before Next routes either', async () => {
    for (const path of ['/ru/careers', '/']) {
      const response = await fetch(target.base + path, { method: 'POST', body: 'x=1' });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    for (const path of ['/%zz', '/ru/%E0%A4%A']) expect((await fetch(target.base + path)).status, path).toBe(404);
  });

  test('/ sends a visitor to the language they ask for, and serves English', async () => {
    const russian = await fetch(`${target.base}/`, { headers: { 'accept-language': 'ru' }, redirect: 'manual' });
    expect(russian.status).toBe(307);
    expect(new URL(russian.headers.get('location')!, target.base).pathname).toBe('/ru');
    const english = await fetch(`${target.base}/`, { headers: { 'accept-language': 'en' }, redirect: 'manual' });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });

  test('the sitemaps and every language news feed', async () => {
    const index = await fetch(`${target.base}/sitemap.xml`);
    expect(index.status).toBe(200);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps.filter((p) => p.endsWith('.xml'))) {
      const response = await fetch(target.base + sitemap);
      expect(response.status, sitemap).toBe(200);
      expect(await response.text(), sitemap).toContain('<urlset');
    }
    for (const locale of locales) {
      const response = await fetch(target.base + prefix(locale) + feedPath);
      expect(response.status, locale).toBe(200);
      expect(response.headers.get('content-type')).toBe(feedContentType);
    }
  });

  /**
   * The address CloudFront saw a post come from, one for each post (each address may post
   * 5 times in 10 minutes); the bridge appends the edge's (127.0.0.1) as API Gateway does.
   */
  let clients = 0;
  const nextClient = () => `203.0.113.${++clients}`;

  /**
   * A contact post as the form sends it, through CloudFront and API Gateway: `forwarded`
   * is the X-Forwarded-For CloudFront passes on (whatever the client sent, then the
   * address it saw), `signedFor` the address whose network the fill cookie was signed for.
   */
  async function post(
    email: string,
    cv?: { name: string; content: Buffer },
    client = nextClient(),
    forwarded = client,
    signedFor = client
  ) {
    const request = contactPost(secret, email, signedFor, cv ? { cv } : {});
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', forwarded);
    headers.set('origin', target.base);
    headers.set('content-type', request.headers.get('content-type')!);
    const response = await fetch(`${target.base}/api/contact`, { method: 'POST', headers, body: await request.arrayBuffer() });
    return { status: response.status, body: (await response.json()) as { ok: boolean; code?: string } };
  }

  /** The scheduled outbox run, as EventBridge calls it. */
  const run = async () => {
    const response = await fetch(`${target.base}/api/cron/outbox`, { headers: { authorization: `Bearer ${cronSecret}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { sent: number };
  };
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.raw.includes(email));

  test('a contact post with a CV is stored, and mailed with the CV by the scheduled run', async () => {
    showOutput();
    const answer = await post('aws.cv@example.org', { name: 'cv.pdf', content: pdf('Curriculum vitae of a surveyor') });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [stored] = await store.byEmail('aws.cv@example.org');
    expect(stored?.cv?.displayName).toBe('cv.pdf');
    expect(await run()).toMatchObject({ sent: 1 });
    const mails = await smtp.waitFor(1);
    expect(mails.at(-1)!.raw).toContain('aws.cv@example.org');
    expect(mails.at(-1)!.raw).toContain('cv.pdf');
  });

  test('a refused CV is answered with its code and nothing is stored', async () => {
    const hostile = hostileFiles().find((file) => file.code === 'file_macros')!;
    const answer = await post('aws.refused@example.org', hostile);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(hostile.code);
    expect(await store.byEmail('aws.refused@example.org')).toEqual([]);
  });

  test('the largest CV the form accepts passes Lambda’s payload limit and is stored', async () => {
    showOutput();
    const largest = largestFiles()[0]!;
    expect(largest.content.length).toBeGreaterThan(maxFileBytes * 0.95);
    const answer = await post('aws.largest@example.org', { name: `cv.${largest.format}`, content: largest.content });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await store.byEmail('aws.largest@example.org'))[0]?.cv?.size).toBe(largest.content.length);
  }, 60_000);

  test('with a mail server that never answers, a post is answered in under 2 s; the scheduled run mails it later, once', async () => {
    showOutput();
    await run(); // nothing else waits in the outbox
    smtp.mode = 'hang';
    const started = performance.now();
    expect(await post('aws.hang@example.org')).toMatchObject({ status: 200, body: { ok: true } });
    expect(performance.now() - started).toBeLessThan(2000);
    const [stored] = await store.byEmail('aws.hang@example.org');
    expect(stored?.outbox).toMatchObject({ status: 'pending', attempts: 0 });
    expect(mailsTo('aws.hang@example.org')).toHaveLength(0);
    smtp.mode = 'accept';
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await run()).toMatchObject({ sent: 0 });
    expect((await store.get(stored!.id))?.outbox.status).toBe('sent');
    expect(mailsTo('aws.hang@example.org')).toHaveLength(1);
  }, 60_000);

  test("behind CloudFront and API Gateway the client's address counts, not the edge's", async () => {
    showOutput();
    // What a client claims in its own X-Forwarded-For is left of what CloudFront appends.
    const client = nextClient();
    const chain = `198.51.100.9, ${client}`;
    expect(await post('aws.edge@example.org', undefined, client, chain)).toMatchObject({ status: 200, body: { ok: true } });
    // A fill cookie signed for the edge's network is not the client's: refused.
    const edge = await post('aws.edge.2@example.org', undefined, client, chain, '127.0.0.1');
    expect(edge.status).toBe(400);
    expect(await store.byEmail('aws.edge.2@example.org')).toEqual([]);
    await run();
  });

  test('a mail refused for now (SMTP 451) is delivered by the scheduled run, exactly once', async () => {
    showOutput();
    const before = smtp.messages.length;
    expect((await post('aws.later@example.org')).status).toBe(200);
    const [stored] = await store.byEmail('aws.later@example.org');
    expect(stored?.outbox.status).toBe('pending');
    smtp.mode = 'tempfail';
    expect(await run()).toMatchObject({ sent: 0 });
    smtp.mode = 'accept';
    // Its retry time comes (a day is past any back-off): the run after that sends it, and only that one.
    await advanceOutboxClock(storeConfig(), 24 * 60 * 60 * 1000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await run()).toMatchObject({ sent: 0 });
    expect((await store.get(stored!.id))?.outbox.status).toBe('sent');
    expect(smtp.messages.slice(before).filter((mail) => mail.raw.includes('aws.later@example.org'))).toHaveLength(1);
    expect(fs.existsSync(path.join(openNextDir, 'server-functions', 'default', 'data'))).toBe(false);
  }, 60_000);
});
