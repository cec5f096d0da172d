import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { hydratedAttribute } from '@/components/browser/browser-behaviours';
import { loaderMarker } from '@/lib/next-build/paint-first';

export { expect } from '@playwright/test';

type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit'; timeout?: number };

/**
 * A prerendered page requests its code only after its first paint
 * (lib/next-build/paint-first.ts), so `load`, which page.goto and page.reload wait for,
 * can come before the page is hydrated, and a click made then would find controls that
 * do not respond yet. A visitor is in the same place for a moment; a test that loads a
 * page to use it waits until the page says it is hydrated (BrowserBehaviours' mark).
 * A page without the loader (a 404 rendered on request, a file) or without JavaScript
 * is left as Playwright leaves it.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([marker, hydrated]) => document.querySelector(`script[${marker}]`) === null || document.documentElement.hasAttribute(hydrated),
    [loaderMarker, hydratedAttribute] as const,
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
