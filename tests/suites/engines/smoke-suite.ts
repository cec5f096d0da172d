/**
 * The cross-engine smoke suite: one pass over what a visitor does, run in each engine
 * the Playwright tests do not reach (tests/engines/firefox.test.ts, webkit.test.ts),
 * against the default production build (next start: tests/helpers/engines/next-server.ts).
 * Every template in every language hydrates with no console error, failed resource or
 * CSP violation; the phone menu, the search, an office dialog and the contact form with
 * a CV work (interactions.ts); the language switch lands on the same page in the other
 * language and does not start prefetching without end (language-switch.ts).
 * docs/testing.md says what it does not cover.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { EngineLauncher, EngineTab } from '../../helpers/engines/engine-tab';
import { defineInteractionTests } from './interactions';
import { defineLanguageSwitchTests } from './language-switch';
import { describeReport, desktop, langAndDir, open, start, type SmokeContext } from './pages';
import { localeTable, localizedPath, templatePaths } from './site';

/**
 * Defines the suite for one engine. Without what the engine needs (`missing`: Debian
 * packages) it is skipped, with the reason, as the PostgreSQL and nginx tests are; under
 * CI it fails instead.
 */
export function defineEngineSmokeSuite(engine: string, launch: EngineLauncher, missing: string[]): void {
  const required = process.env.CI === 'true' || process.env.CI === '1';
  if (missing.length && !required) console.warn(`${engine}: skipped, not installed: ${missing.join(', ')} (.ci/run installs them).`);
  describe.runIf(!missing.length || required)(engine, () => {
    const site = inject('siteUrl');
    let current: EngineTab | undefined;
    const context: SmokeContext = { tab: () => current!, url: (locale, page) => site + localizedPath(locale, page) };
    const { tab, url } = context;

    beforeAll(async () => {
      if (missing.length) throw new Error(`${engine}: not installed: ${missing.join(', ')}, and CI is set.`);
      current = await launch();
      console.log(`${engine}: ${current.name}`);
      await current.setViewport(desktop.width, desktop.height);
    }, 90_000);
    afterAll(() => current?.close());

    for (const locale of localeTable) {
      test(`${locale.code}: all ${templatePaths.length} templates hydrate, with the right lang and dir, no console error and no CSP violation`, async () => {
        const problems: string[] = [];
        for (const [i, page] of templatePaths.entries()) {
          // Straight on to the next page once one has hydrated, as a quick visitor would.
          const load = i === 0 ? start(tab(), url(locale.code, page), `${locale.code}: templates`) : open(tab(), url(locale.code, page));
          await load.catch(async (error: Error) => {
            problems.push(`${page}: ${error.message}`);
            // Once more, so that the other templates are still checked.
            await open(tab(), url(locale.code, page));
          });
          const { lang, dir } = await langAndDir(tab());
          if (lang !== locale.hrefLang || dir !== locale.dir) problems.push(`${page}: lang="${lang}" dir="${dir}"`);
          problems.push(...(await tab().takeReports()).map(describeReport));
        }
        expect(problems, tab().name).toEqual([]);
      });
    }

    defineInteractionTests(context);
    defineLanguageSwitchTests(engine, context);
  });
}
