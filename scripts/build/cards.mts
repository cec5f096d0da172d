/**
 * Before `next build`: renders the link-preview card of every page in every
 * language (lib/seo/cards.ts) to public/cards/<locale>/<page>.<hash>.png with
 * Chromium, which shapes every script the way the site's pages are shaped.
 * A card whose file already exists is not drawn again: its name is the hash of
 * what it shows. See docs/sharing.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, requireChromium } from '../common/chromium.mjs';
import { locales, type Locale } from '../../lib/i18n/locales';
import { allCards, cardMarkup, cardSize, type CardText } from '../../lib/seo/cards';
import { cardFontFaces } from '../../lib/seo/card-fonts';

const root = path.resolve(import.meta.dirname, '..', '..');
const publicDir = path.join(root, 'public');

/** Draws one card in `page` and returns the PNG. */
export async function renderCard(page: Page, locale: Locale, text: CardText, fontCss: string): Promise<Buffer> {
  const html = cardMarkup(locale, text).replace('<style>', `<style>${fontCss}\n`);
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...cardSize } });
}

const installHint = 'Install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH, then build again.';

async function main() {
  const cards = (await allCards(locales)).filter((card) => !fs.existsSync(path.join(publicDir, card.url)));
  if (cards.length === 0) {
    console.log('cards: all up to date');
    return;
  }
  // `npm ci && npm start` must work on a machine without Chromium: the site is then built
  // without link-preview cards (pages name none: cardIsDrawn), and says so. Under CI the
  // cards are part of what is tested, so a missing Chromium fails the build there.
  if (!chromiumPath() && !process.env.CI) {
    console.warn(`cards: no Chromium found, so ${cards.length} link-preview cards are not drawn and pages name none. ${installHint}`);
    return;
  }
  const fontCss = cardFontFaces(root);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: cardSize, deviceScaleFactor: 1 });
    for (const card of cards) {
      const target = path.join(publicDir, card.url);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, await renderCard(page, card.locale, card.text, fontCss));
    }
  } finally {
    await browser.close();
  }
  console.log(`cards: ${cards.length} drawn in public/cards/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
