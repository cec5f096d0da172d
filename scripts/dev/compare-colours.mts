/**
 * Shows that a change to the site's colours (classes swapped for colour tokens, the
 * tokens' values moved) changed no colour a visitor sees: two production builds, each
 * served by `next start`, photographed page by page in both colour modes and compared
 * pixel for pixel, and every element's computed colours compared too: as the page is,
 * with every link, button and field forced into :hover, then into :focus-visible, printed,
 * and (home) with the services menu and the search dialog open.
 *
 *   NEXT_DIST_DIR=.next-before npm run build   (on the starting commit)
 *   NEXT_DIST_DIR=.next-after npm run build    (on the change)
 *   npx tsx scripts/dev/compare-colours.mts .next-before .next-after
 *
 * Pages: one of each template (lib/routes.ts, templateSamples), the HSEQ page and a 404;
 * COMPARE_PAGES (names, e.g. home,contact), COMPARE_LOCALES (default en,ar) and
 * COMPARE_MODES (default light,dark) choose fewer; COMPARE_VERBOSE=1 prints every difference.
 * Pictures of the pages that differ, and of where they differ (in red), go to
 * screenshots/compare/ (git-ignored). No image library: Chromium decodes the PNGs it made.
 * Exit code 1 on any difference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../common/chromium.mjs';
import { freePort } from '../common/local-servers.mjs';
import { startNext, root } from '../common/next-server.mjs';
import { defaultLocale, localeTable, localizedPath, type Locale } from '../../lib/i18n/locales';
import { pagePath, templateSamples } from '../../lib/routes';
import { colorModeStorageKey } from '../../lib/browser/color-mode';
import { keepNames, open, pixelDifference, settle } from './compare-colours/browser';

const [beforeDir = '.next-before', afterDir = '.next-after'] = process.argv.slice(2);
const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
// By default the default language and the right-to-left ones (English and Arabic).
const locales = list(
  process.env.COMPARE_LOCALES,
  localeTable.filter((l) => l.code === defaultLocale || l.dir === 'rtl').map((l) => l.code)
) as Locale[];
const modes = list(process.env.COMPARE_MODES, ['light', 'dark']) as Array<'light' | 'dark'>;
const allSamples = [
  ...templateSamples.map((t) => ({ name: t.name, path: t.path as string })),
  { name: 'hseq', path: pagePath('hseq') },
  { name: '404', path: '/compare-colours-no-such-page' }
];
const samples = allSamples.filter((t) => list(process.env.COMPARE_PAGES, [t.name]).includes(t.name));
const outDir = path.join(root, 'screenshots', 'compare');

/** The colours of every element (and its ::before, ::after and ::marker), in document order. */
const colourProperties = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'fill',
  'stroke',
  'box-shadow',
  'opacity'
];

async function computedColours(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const rows: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
    document.querySelectorAll('*').forEach((el, index) => {
      for (const pseudo of [null, '::before', '::after', '::marker', '::placeholder']) {
        const style = getComputedStyle(el, pseudo);
        const values = properties.map((p) => `${p}: ${style.getPropertyValue(p)}`).join('; ');
        rows.push(`${index} ${describe(el)}${pseudo ?? ''} { ${values} }`);
      }
    });
    return rows;
  }, colourProperties);
}

/**
 * Forces `states` (hover, focus, focus-visible; none to end them) on every link, button,
 * field and summary of the page, through DevTools. A node the page replaced between reading
 * the document and forcing its state fails; then the document is read again (a few times).
 */
async function forceStates(page: Page, cdp: CDPSession, states: string[]) {
  for (let attempt = 0; ; attempt++) {
    const { root: doc } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: doc.nodeId,
      selector: 'a, button, input, select, textarea, summary, label, [tabindex]'
    });
    let failed = 0;
    for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: states }).catch(() => failed++);
    if (!failed) return settle(page);
    if (attempt === 3) throw new Error(`could not force :${states.join(', :')} on ${failed} of ${nodeIds.length} elements`);
  }
}

/** The page at `url` as a visitor in `mode` sees it: full-page PNG and computed colours, plain, hovered and focused (and with its panels open). */
async function capture(browser: Browser, url: string, mode: 'light' | 'dark', withPanels: boolean) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: mode,
    reducedMotion: 'reduce'
  });
  await context.addInitScript(keepNames);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [colorModeStorageKey, mode]);
  const page = await context.newPage();
  try {
    await open(page, url);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const plain = await computedColours(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await forceStates(page, cdp, ['hover']);
    const hovered = await computedColours(page);
    await forceStates(page, cdp, ['focus', 'focus-visible', 'focus-within']);
    const focused = await computedColours(page);
    await forceStates(page, cdp, []);
    await cdp.detach();
    // On paper (light whatever the mode: the dark variant and the dark tokens are screen-only),
    // loaded as printed from the start, so that no colour is read mid-transition.
    const paper = await context.newPage();
    await paper.emulateMedia({ media: 'print' });
    await open(paper, url);
    const printed = await computedColours(paper);
    await paper.close();
    // What only opens on a click, on the home page (the header is every page's): the
    // services menu's panel, then the search dialog with a query typed (its results).
    const opened: string[] = [];
    if (withPanels) {
      await page.locator('header nav > ul > li > div > button').first().click();
      await settle(page);
      opened.push(...(await computedColours(page)));
      await page.keyboard.press('Escape');
      await page.locator('header button[aria-haspopup="dialog"]').first().click();
      await page.getByRole('dialog').locator('input').first().fill('survey');
      await page.waitForTimeout(1000);
      await settle(page);
      opened.push(...(await computedColours(page)));
    }
    return { png, colours: { plain, hovered, focused, printed, opened } };
  } finally {
    await context.close();
  }
}

async function main() {
  const [portA, portB] = [await freePort(), await freePort()];
  const before = await startNext({ distDir: beforeDir, port: portA });
  const after = await startNext({ distDir: afterDir, port: portB === portA ? portA + 1 : portB });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  let compared = 0;
  let differentPixels = 0;
  let differentColours = 0;
  let comparedColours = 0;
  const problems: string[] = [];
  try {
    for (const locale of locales)
      for (const sample of samples)
        for (const mode of modes) {
          const url = localizedPath(locale, sample.path);
          const a = await capture(browser, before.url + url, mode, sample.name === 'home');
          const b = await capture(browser, after.url + url, mode, sample.name === 'home');
          compared++;
          const label = `${locale} ${sample.name} ${mode}`;
          let pixels = 0;
          if (!a.png.equals(b.png)) {
            const d = await pixelDifference(browser, a.png, b.png);
            pixels = d.count;
            if (pixels > 0 || a.png.length !== b.png.length) {
              fs.mkdirSync(outDir, { recursive: true });
              const base = path.join(outDir, `${locale}-${sample.name}-${mode}`);
              fs.writeFileSync(`${base}-before.png`, a.png);
              fs.writeFileSync(`${base}-after.png`, b.png);
              fs.writeFileSync(`${base}-diff.png`, d.diff);
              if (pixels > 0)
                problems.push(`${label} (${url}): ${pixels} pixels differ (${d.size}); pictures in ${path.relative(root, base)}-*.png`);
            }
          }
          differentPixels += pixels;
          let colours = 0;
          for (const state of ['plain', 'hovered', 'focused', 'printed', 'opened'] as const) {
            const ra = a.colours[state];
            const rb = b.colours[state];
            comparedColours += Math.min(ra.length, rb.length);
            if (ra.length !== rb.length) problems.push(`${label} ${state}: ${ra.length} elements before, ${rb.length} after`);
            for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
              // The element's description names its classes, which the change is allowed to rename.
              const valuesA = ra[i].slice(ra[i].indexOf('{'));
              const valuesB = rb[i].slice(rb[i].indexOf('{'));
              if (valuesA === valuesB) continue;
              colours++;
              if (colours <= 5) problems.push(`${label} ${state}: before ${ra[i]}\n    after ${rb[i]}`);
              if (process.env.COMPARE_VERBOSE) console.log(`  ${state}: before ${ra[i]}\n    after ${rb[i]}`);
            }
          }
          differentColours += colours;
          const rows = Object.values(a.colours).map((r) => r.length);
          console.log(`${label}: ${pixels} pixels and ${colours} element styles differ (of ${rows.join(' + ')})`);
        }
  } finally {
    await browser.close();
    await before.stop();
    await after.stop();
  }
  console.log(
    `\n${compared} pages × modes compared (${locales.join(', ')}; ${modes.join(', ')}; ${samples.length} pages): ` +
      `${differentPixels} pixels and ${differentColours} of ${comparedColours} element styles (colours of an element or pseudo-element) differ.`
  );
  for (const p of problems) console.log(`  ${p}`);
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  }
);
