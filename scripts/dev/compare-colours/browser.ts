/** What scripts/dev/compare-colours.mts does in the browser: load a page and let it settle; compare two PNGs pixel by pixel, decoded by Chromium (no image library). */
import type { Browser, Page } from '@playwright/test';
import { showWholePage } from '../whole-page';

/** tsx names the functions it compiles with a helper, __name, that the page must have too to run them. */
export const keepNames = 'globalThis.__name ??= (f) => f;';

/** The number of pixels that differ between two PNGs, and a picture of where (red), decoded and compared by Chromium. */
export async function pixelDifference(browser: Browser, a: Buffer, b: Buffer): Promise<{ count: number; size: string; diff: Buffer }> {
  const page = await browser.newPage();
  try {
    await page.evaluate(keepNames);
    const result = await page.evaluate(
      async ({ a64, b64 }) => {
        const load = async (data: string) => {
          const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
          return createImageBitmap(blob);
        };
        const [ia, ib] = await Promise.all([load(a64), load(b64)]);
        const width = Math.max(ia.width, ib.width);
        const height = Math.max(ia.height, ib.height);
        const pixels = (image: ImageBitmap) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const pa = pixels(ia);
        const pb = pixels(ib);
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        const out = context.createImageData(width, height);
        let count = 0;
        for (let i = 0; i < pa.length; i += 4) {
          const same = pa[i] === pb[i] && pa[i + 1] === pb[i + 1] && pa[i + 2] === pb[i + 2] && pa[i + 3] === pb[i + 3];
          if (!same) count++;
          out.data.set(same ? [pa[i]!, pa[i + 1]!, pa[i + 2]!, 40] : [255, 0, 0, 255], i);
        }
        context.putImageData(out, 0, 0);
        const png = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await png.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { count, size: `${ia.width}×${ia.height} and ${ib.width}×${ib.height}`, diff: btoa(binary) };
      },
      { a64: a.toString('base64'), b64: b.toString('base64') }
    );
    return { count: result.count, size: result.size, diff: Buffer.from(result.diff, 'base64') };
  } finally {
    await page.close();
  }
}

/**
 * Waits for the transitions the new states started (transition-colors: even at the
 * 0.01 ms the site keeps under reduced motion, a colour reads as its start until the next frame).
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => {})));
    await new Promise((r) => requestAnimationFrame(r));
  });
}

/** Loads `url`, made whole (../whole-page.ts) and its transitions finished. */
export async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await showWholePage(page);
  await settle(page);
}
