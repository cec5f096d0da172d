// The one Chromium every tool here drives (the build's link-preview cards, the
// screenshots, the bench, and the end-to-end tests: scripts/test/e2e-chromium.mjs):
// Debian's, or CHROMIUM_PATH. Playwright's own browser download is not reachable from
// this network.
import fs from 'node:fs';

/** The Chromium binary: CHROMIUM_PATH (or Lighthouse's CHROME_PATH), else Debian's or Ubuntu's; null if none. */
export function chromiumPath() {
  return (
    [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (p) => !!p && fs.existsSync(p)
    ) ?? null
  );
}

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
