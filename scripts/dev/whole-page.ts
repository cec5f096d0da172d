/**
 * A loaded page made whole for a screenshot or a reading of its styles: scrolled through
 * once so that lazy images and in-view effects are in place, back at the top, its fonts
 * shown and its requests settled. Shared by scripts/dev/screenshots.mjs and compare-colours.
 */
import type { Page } from '@playwright/test';

export async function showWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}
