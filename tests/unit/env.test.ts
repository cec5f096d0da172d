import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkEnv, env, parseEnv, variables, type EnvName } from '@/lib/env';
import { EnvError } from '@/lib/env-schemas';

/** The schema of the environment (lib/env.ts): defaults, valid values, and errors that name the variable. */
afterEach(() => {
  vi.unstubAllEnvs();
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
