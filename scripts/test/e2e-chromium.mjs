// The browser the end-to-end tests drive (playwright.config.ts).
import fs from 'node:fs';
import { chromiumPath } from '../common/chromium.mjs';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH when set, else Debian's headless shell (package chromium-headless-shell),
 * else the full Chromium (scripts/common/chromium.mjs). The shell is the same Blink and
 * V8 on Chromium's content layer alone, without the browser layer of the full Chromium,
 * and it is what Playwright itself launches for a headless run. It does less work per
 * page, and the suite's two workers are bound by CPU (docs/testing.md has the figures).
 * The bench keeps the full browser: it measures what a visitor's browser does.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShell) ? headlessShell : chromiumPath();
}
