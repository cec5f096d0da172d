import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkEnv, env, parseEnv, variables, type EnvName } from '@/lib/env';
import { cronSecretMinChars, EnvError } from '@/lib/env-schemas';
import { retentionDays } from '@/lib/enquiries/config';

/** The schema of the environment (lib/env.ts): defaults, valid values, and errors that name the variable. */
afterEach(() => {
  vi.unstubAllEnvs();
  // checkEnv('build') pins the retention period it read, as the build's own process.
  delete process.env.NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS;
});

describe('env()', () => {
  test('unset or blank, a variable has its declared default, or none', () => {
    for (const blank of ['', '   ']) {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', blank);
      expect(env('ENQUIRY_PROXY_HOPS')).toBe(0);
      vi.stubEnv('ENQUIRY_DB', blank);
      expect(env('ENQUIRY_DB')).toBe('./data/enquiries.sqlite');
      vi.stubEnv('SMTP_URL', blank);
      expect(env('SMTP_URL')).toBeUndefined();
      vi.stubEnv('NEXT_PUBLIC_SITE_URL', blank);
      expect(env('NEXT_PUBLIC_SITE_URL')).toBe('http://localhost:3000');
      vi.stubEnv('SITE_FACTS_STRICT', blank);
      expect(env('SITE_FACTS_STRICT')).toBe(false);
      vi.stubEnv('CV_CHECK_WARM', blank);
      expect(env('CV_CHECK_WARM')).toBeUndefined();
    }
  });

  test('a valid value is trimmed and parsed to its type', () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', ' 2 ');
    expect(env('ENQUIRY_PROXY_HOPS')).toBe(2);
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', '0.5');
    expect(env('ENQUIRY_RETENTION_DAYS')).toBe(0.5);
    vi.stubEnv('SMTP_URL', ' smtp://mail.example.com:25 ');
    expect(env('SMTP_URL')).toBe('smtp://mail.example.com:25');
    vi.stubEnv('CV_CHECK_WARM', '0');
    expect(env('CV_CHECK_WARM')).toBe(false);
    vi.stubEnv('NEXT_SKIP_TYPECHECK', '1');
    expect(env('NEXT_SKIP_TYPECHECK')).toBe(true);
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example.com//');
    expect(env('NEXT_PUBLIC_SITE_URL')).toBe('https://www.example.com');
    vi.stubEnv('BUILD_COMPILE_HINT', 'off');
    expect(env('BUILD_COMPILE_HINT')).toBe('off');
  });

  test('an invalid value is an error naming the variable, its value and what it takes', () => {
    const bad: [EnvName, string, string][] = [
      ['ENQUIRY_PROXY_HOPS', 'one', 'a whole number from 0 to 10'],
      ['ENQUIRY_PROXY_HOPS', '11', 'a whole number from 0 to 10'],
      ['ENQUIRY_MIN_FILL_MS', '1.5', 'a whole number from 0 to 60000'],
      ['ENQUIRY_RETENTION_DAYS', '-1', 'a number of days, 0 or more'],
      ['CV_CHECK_WARM', 'yes', '1 or 0'],
      ['SITE_FACTS_STRICT', 'true', '1 or 0'],
      ['BUILD_COMPILE_HINT', 'of', 'on or off'],
      ['NEXT_PUBLIC_EPCS_URL', 'javascript:alert(1)', 'an http(s) URL'],
      ['NEXT_PUBLIC_SITE_URL', 'localhost', 'an http(s) URL']
    ];
    for (const [name, value, expected] of bad) {
      vi.stubEnv(name, value);
      expect(() => env(name)).toThrow(EnvError);
      expect(() => env(name)).toThrow(`${name}=${JSON.stringify(value)} is not valid: expected ${expected}`);
    }
  });
});

describe('the declarations', () => {
  test('every default is itself a valid value', () => {
    for (const [name, declared] of Object.entries(variables)) {
      if ('default' in declared) expect(() => parseEnv(name as EnvName, declared.default), name).not.toThrow();
    }
  });

  test('each says what it sets, on one line, and what an unset value means', () => {
    for (const [name, declared] of Object.entries(variables)) {
      expect(declared.doc, name).toMatch(/^\S[^\n|]*$/);
      expect('default' in declared || 'unset' in declared || 'setBy' in declared, name).toBe(true);
    }
  });
});

describe('checkEnv()', () => {
  test('names every unreadable variable read at that time, and only those', () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', 'x');
    vi.stubEnv('CV_CHECK_WARM', 'y');
    vi.stubEnv('SITE_FACTS_STRICT', 'z');
    expect(() => checkEnv('run')).toThrow(/ENQUIRY_PROXY_HOPS="x"[^]*CV_CHECK_WARM="y"/);
    expect(() => checkEnv('run')).not.toThrow(/SITE_FACTS_STRICT/);
    expect(() => checkEnv('build')).toThrow(/SITE_FACTS_STRICT="z"/);
    vi.unstubAllEnvs();
    expect(() => checkEnv('run')).not.toThrow();
    expect(() => checkEnv('build')).not.toThrow();
  });
});

describe('secrets in the environment', () => {
  const password = 'Pa55#w0rd/x?y@z';
  test.each([
    ['SMTP_URL', `smtp://mailer:${password}@mail.example.com:587`],
    ['SMTP_URL', 'smtp://mailer:1234#w0rd@mail.example.com:587'],
    ['SMTP_URL', 'smtp://mailer:12/w0rd@mail.example.com'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['DATABASE_URL', `postgres://site:${password}@db.example.com/site`],
    ['DATABASE_URL', 'postgres://site:1234#w0rd@db.example.com/site']
  ] as const)('%s %s: refused when the server starts, and the error shows no password', (name, value) => {
    vi.stubEnv(name, value);
    expect(() => env(name)).toThrow(EnvError);
    expect(() => checkEnv('run')).toThrow(name);
    let message = '';
    try {
      checkEnv('run');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toMatch(/w0rd|Pa55/);
  });

  test('a password percent-encoded, a socket path or query options, are taken', () => {
    vi.stubEnv('SMTP_URL', 'smtps://mailer:Pa55%23w0rd@mail.example.com:465');
    expect(env('SMTP_URL')).toBe('smtps://mailer:Pa55%23w0rd@mail.example.com:465');
    vi.stubEnv('DATABASE_URL', 'postgresql:///site?host=/var/run/postgresql');
    expect(env('DATABASE_URL')).toBe('postgresql:///site?host=/var/run/postgresql');
    vi.stubEnv('DATABASE_URL', 'postgres://site:s%40cret@db.example.com:5432/site?sslmode=require');
    expect(() => checkEnv('run')).not.toThrow();
  });

  test(`CRON_SECRET takes ${cronSecretMinChars} characters or more, and a refusal does not show it`, () => {
    vi.stubEnv('CRON_SECRET', 'x'.repeat(cronSecretMinChars - 1));
    expect(() => env('CRON_SECRET')).toThrow(`CRON_SECRET=(${cronSecretMinChars - 1} characters, not shown) is not valid`);
    vi.stubEnv('CRON_SECRET', 'x'.repeat(cronSecretMinChars));
    expect(env('CRON_SECRET')).toHaveLength(cronSecretMinChars);
  });
});

describe('the retention period, read once by the build', () => {
  test('the build pins the value it read; the server uses it, and refuses to start with another', () => {
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', '90');
    checkEnv('build');
    expect(env('NEXT_PUBLIC_ENQUIRY_RETENTION_DAYS')).toBe(90);
    // The server: the value unset at run, or the same, starts and purges by the build's.
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', '');
    expect(() => checkEnv('run')).not.toThrow();
    expect(retentionDays()).toBe(90);
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', ' 90 ');
    expect(() => checkEnv('run')).not.toThrow();
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', '30');
    expect(() => checkEnv('run')).toThrow('ENQUIRY_RETENTION_DAYS=30 differs from the 90 days this build states');
    expect(retentionDays()).toBe(90);
  });

  test('outside a build (the command line, the tests) the environment is read', () => {
    vi.stubEnv('ENQUIRY_RETENTION_DAYS', '30');
    expect(retentionDays()).toBe(30);
    expect(() => checkEnv('run')).not.toThrow();
  });
});
