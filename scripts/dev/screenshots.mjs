#!/usr/bin/env node
// npm run screenshots — full-page pictures of every template in every language, light and
// dark, on a 1280 px laptop, a 1440 px desktop and a 390 px phone, into screenshots/
// (git-ignored): the quick way for a person to see that Arabic mirrors, nothing overflows and
// both modes read well. On the laptop and desktop, also the header with the Services submenu
// open (menu-<mode>-<viewport>.png): the full menu bar starts at 1280 px.
//
// Builds into its own folder (.next-screenshots), starts `next start` on a free port and
// drives Debian's Chromium with Playwright. Runs under tsx (package.json) to read the
// route and locale lists of the app. Also prints every page that scrolls sideways.
//
// Subsets: SCREENSHOTS_LOCALES=ar SCREENSHOTS_TEMPLATES=home,contact
//          SCREENSHOTS_MODES=dark SCREENSHOTS_VIEWPORTS=phone SCREENSHOTS_SKIP_BUILD=1
//          SCREENSHOTS_PORT=3420 (a fixed port for the server; default: any free one)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../common/chromium.mjs';
import { freePort } from '../common/local-servers.mjs';
import { localeTable, localizedPath } from '../../lib/i18n/locales.ts';
import { allRoutes, pagePath, templateSamples } from '../../lib/routes.ts';
import { colorModeStorageKey } from '../../lib/browser/color-mode.ts';
import { showWholePage } from './whole-page.ts';
import { buildInto } from '../../bench/builds.mjs';
import { hasBuild, root, startNext } from '../common/next-server.mjs';

/** One page of each template. */
const templates = [
  ...templateSamples,
  { name: 'hseq', path: pagePath('hseq') },
  { name: '404', path: '/screenshots-no-such-page', status: 404 }
];
const viewports = {
  laptop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
};
const modes = ['light', 'dark'];

const list = (name, all) => {
  const chosen = (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = chosen.filter((c) => !all.includes(c));
  if (unknown.length) throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${all.join(', ')})`);
  return chosen.length ? chosen : all;
};
const config = {
  distDir: process.env.SCREENSHOTS_DIST_DIR || '.next-screenshots',
  skipBuild: process.env.SCREENSHOTS_SKIP_BUILD === '1',
  locales: list(
    'SCREENSHOTS_LOCALES',
    localeTable.map((l) => l.code)
  ),
  templates: list(
    'SCREENSHOTS_TEMPLATES',
    templates.map((t) => t.name)
  ),
  modes: list('SCREENSHOTS_MODES', modes),
  viewports: list('SCREENSHOTS_VIEWPORTS', Object.keys(viewports))
};
const known = new Set(allRoutes().map((r) => r.path));
for (const t of templates) if (!t.status && !known.has(t.path)) throw new Error(`${t.path} is not a page of lib/routes.ts`);

const outDir = path.join(root, 'screenshots');

async function main() {
  if (!config.skipBuild || !hasBuild(config.distDir)) buildInto(config.distDir);
  const next = await startNext({ distDir: config.distDir, port: Number(process.env.SCREENSHOTS_PORT) || (await freePort()) });
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: chromiumArgs
  });
  const problems = [];
  let count = 0;
  try {
    for (const viewportName of config.viewports) {
      for (const mode of config.modes) {
        const context = await browser.newContext({
          ...viewports[viewportName],
          colorScheme: mode,
          // Final states (counters at their value, no half-finished transitions): steady pictures.
          reducedMotion: 'reduce'
        });
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [colorModeStorageKey, mode]);
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`${page.url()} (${mode}, ${viewportName}): page error: ${error.message}`));
        for (const locale of config.locales) {
          fs.mkdirSync(path.join(outDir, locale), { recursive: true });
          for (const template of templates.filter((t) => config.templates.includes(t.name))) {
            const url = localizedPath(locale, template.path);
            const response = await page.goto(next.url + url, { waitUntil: 'load' });
            if (response?.status() !== (template.status ?? 200)) problems.push(`${url}: status ${response?.status()}`);
            await showWholePage(page);
            const overflow = await page.evaluate(() => {
              const width = document.documentElement.clientWidth;
              if (document.documentElement.scrollWidth <= width) return null;
              // What sticks out on the side that scrolls: the end side (right in LTR, left in RTL).
              const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
              const wide = [...document.querySelectorAll('body *')]
                .filter((el) => {
                  const r = el.getBoundingClientRect();
                  return r.width > 0 && (rtl ? r.left < -1 : r.right > width + 1);
                })
                .slice(0, 5)
                .map(
                  (el) =>
                    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : ''}`
                );
              return `${document.documentElement.scrollWidth}px wide in ${width}px: ${wide.join(', ')}`;
            });
            if (overflow) problems.push(`${url} (${mode}, ${viewportName}) scrolls sideways: ${overflow}`);
            const file = path.join(outDir, locale, `${template.name}-${mode}-${viewportName}.png`);
            await page.screenshot({ path: file, fullPage: true });
            count++;
            console.log(`${path.relative(root, file)}`);
            if (template.name === 'home' && !viewports[viewportName].isMobile) {
              const nav = page.locator('header nav');
              await nav.locator(':scope > ul > li > div > button').click();
              const menuFile = path.join(outDir, locale, `menu-${mode}-${viewportName}.png`);
              await page.screenshot({ path: menuFile, clip: { x: 0, y: 0, width: viewports[viewportName].viewport.width, height: 360 } });
              await page.keyboard.press('Escape');
              count++;
              console.log(`${path.relative(root, menuFile)}`);
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await next.stop();
  }
  console.log(`\n${count} screenshots in ${path.relative(root, outDir)}/`);
  if (problems.length) {
    console.log(`\nProblems seen while taking them (${problems.length}):`);
    for (const p of problems) console.log(`  ${p}`);
  }
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  }
);
