import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { hydratedAttribute } from '@/components/browser/browser-behaviours';

export { expect } from '@playwright/test';

type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit'; timeout?: number };

/**
 * `load`, which page.goto and page.reload wait for, does not say that a page is
 * hydrated: React hydrates in tasks of its own after the chunks have run, and a click
 * made before would find controls that do not respond yet. A visitor is in the same
 * place for a moment; a test that loads a page to use it waits until the page says it
 * is hydrated (BrowserBehaviours' mark, set by every page of the site's shell, whose
 * <main> is #main). A page outside the shell (the bare not-found page of paths outside
 * every locale, a file) or without scripts is left as Playwright leaves it.
 */
async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (hydrated) =>
      document.querySelector('script[src^="/_next/static/chunks/"]') === null ||
      document.getElementById('main') === null ||
      document.documentElement.hasAttribute(hydrated),
    hydratedAttribute,
    { timeout }
  );
}

/** Makes goto, reload, goBack and goForward of every page of `context` wait for hydration (above). */
export function hydrationAware(context: BrowserContext, javaScriptEnabled = true): BrowserContext {
  if (!javaScriptEnabled) return context;
  const wrap = (page: Page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await original(...args);
        const options = args.find((a): a is LoadOptions => typeof a === 'object' && a !== null);
        const waitUntil = options?.waitUntil ?? 'load';
        if (response && (waitUntil === 'load' || waitUntil === 'networkidle')) await waitForHydration(page, options?.timeout);
        return response;
      }) as never;
    }
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
  return context;
}

/** Playwright's `test`, with pages that wait for hydration after each load (above). */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    await provide(hydrationAware(context, javaScriptEnabled));
  }
});
