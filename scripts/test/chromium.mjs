// The one Chromium every tool here drives (Playwright's tests, the screenshots, the
// bench's Lighthouse): Debian's, or CHROMIUM_PATH. Playwright's own browser download
// is not reachable from this network.
import fs from 'node:fs';

/** The Chromium binary: CHROMIUM_PATH (or Lighthouse's CHROME_PATH), else Debian's or Ubuntu's; null if none. */
export function chromiumPath() {
  return (
    [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (p) => !!p && fs.existsSync(p)
    ) ?? null
  );
}

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's
 * headless shell (package chromium-headless-shell), else the full Chromium above.
 * The shell is the same Blink and V8 on Chromium's content layer alone, without the
 * browser layer of the full Chromium, and it is what Playwright itself launches for a
 * headless run. It does less work per page, and the suite's two workers are bound
 * by CPU (docs/testing.md has the figures). The bench keeps the full browser
 * (requireChromium): it measures what a visitor's browser does.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShell) ? headlessShell : chromiumPath();
}

const headlessShell = '/usr/bin/chromium-headless-shell';

/** That binary, or an error that says how to install one. */
export function requireChromium(find = chromiumPath) {
  const found = find();
  if (found) return found;
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.'
  );
}

/**
 * Flags for every launch. The machine's network is closed: Chromium must not try to
 * call home (and time out in the middle of a test or a measurement). No sandbox: CI
 * runs as root in a container.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
];
