/**
 * Where the smoke suite's processes listen, all on 127.0.0.1. They follow E2E_PORT
 * (default 3210) like every test server here: Playwright's servers take E2E_PORT and
 * E2E_PORT + 1, tests/integration/enquiries/next-start.test.ts takes E2E_PORT + 2, these + 3 to
 * + 5, tests/integration/enquiries/two-instances.test.ts + 6 and + 7, tests/aws/ (the AWS build's
 * function) + 9, so one variable moves a whole run beside another. (tests/integration/enquiries/flood-nginx.test.ts takes + 3 and + 4
 * too: the serial unit tests have ended before this suite starts.)
 */
const base = Number(process.env.E2E_PORT || 3210);

export const enginePorts = {
  /** `next start` serving the default build. */
  site: base + 3,
  /** WebKitWebDriver. */
  webkitDriver: base + 4,
  /** Firefox's WebDriver BiDi endpoint (its remote agent). */
  firefoxBidi: base + 5
};

/**
 * The proxy both browsers are given for every host but 127.0.0.1: port 1, which only
 * root could open and nothing does, so a request to any other host fails at once
 * instead of leaving the machine (the site must make none; a browser's own background
 * traffic must not either).
 */
export const deadProxy = { host: '127.0.0.1', port: 1 };
export const deadProxyUrl = () => `http://${deadProxy.host}:${deadProxy.port}`;
