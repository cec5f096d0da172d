/**
 * WebKit for the smoke suite: Debian's WebKitGTK (webkit2gtk-driver's WebKitWebDriver,
 * classic WebDriver over HTTP) in a virtual X display (xvfb), with a browser of our own,
 * scripts/test/webkit-shell.py: MiniBrowser's settings do not reach the view the driver
 * automates, the shell's do. What the collector reports comes back through a file the
 * shell appends to, which outlives every navigation.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopChild } from '../../../scripts/common/local-servers.mjs';
import { collectorScript } from './collector';
import { rscMarker, type EngineTab, type Report } from './engine-tab';
import { deadProxyUrl, enginePorts } from './ports';
import { WebDriverSession } from './webdriver';

const shell = path.resolve(import.meta.dirname, '../../../scripts/test/webkit-shell.py');
/** The kind under which the collector reports an RSC request's Resource Timing entry (below). */
const requestKind = 'request';

const onPath = (program: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, program)));

/** What WebKit's run needs and this machine lacks, by Debian package (.ci/run installs them). */
export function missingForWebKit(): string[] {
  const gir = spawnSync('/usr/bin/python3', ['-c', "import gi; gi.require_version('WebKit2', '4.1')"], { stdio: 'ignore' });
  return [
    ...(onPath('WebKitWebDriver') ? [] : ['webkit2gtk-driver']),
    ...(onPath('Xvfb') ? [] : ['xvfb']),
    ...(gir.status === 0 ? [] : ['python3-gi and gir1.2-webkit2-4.1'])
  ];
}

/** Starts Xvfb on a display it picks itself (-displayfd: no guessing which is free) and resolves with it. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe']
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    (child.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    child.once('error', reject);
  });
  return { child, display: `:${display}` };
}

async function startDriver(display: string, port: number): Promise<ChildProcess> {
  const child = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    // NO_AT_BRIDGE: no accessibility bus to find in a container, and no warning about it.
    env: { ...process.env, DISPLAY: display, GDK_BACKEND: 'x11', NO_AT_BRIDGE: '1' },
    stdio: ['ignore', 'ignore', 'inherit']
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false
    );
    if (ready) return child;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child, 'SIGTERM');
      throw new Error(`WebKitWebDriver did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(): Promise<EngineTab> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-smoke-webkit-'));
  const collector = path.join(dir, 'collector.js');
  const reportFile = path.join(dir, 'reports.jsonl');
  // The shell posts each report as JSON through its script message handler (webkit-shell.py).
  const post = `(kind, text) => window.webkit.messageHandlers.engineSmoke.postMessage(JSON.stringify({ kind, text, url: location.href }))`;
  // WebDriver classic shows no network traffic: RSC requests are counted from Resource
  // Timing, reported from every document (a count kept in the page would die with it).
  const watch = `new PerformanceObserver((list) => list.getEntries().forEach((e) => e.name.includes(${JSON.stringify(rscMarker)}) && (${post})(${JSON.stringify(requestKind)}, e.name))).observe({ type: 'resource' });`;
  fs.writeFileSync(collector, `${collectorScript({ post, pageErrors: true })}\n${watch}`);
  fs.writeFileSync(reportFile, '');

  const started: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of started.reverse()) await stopChild(child, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let session: WebDriverSession;
  try {
    const xvfb = await startXvfb();
    started.push(xvfb.child);
    started.push(await startDriver(xvfb.display, enginePorts.webkitDriver));
    session = await WebDriverSession.open(`http://127.0.0.1:${enginePorts.webkitDriver}`, {
      'webkitgtk:browserOptions': { binary: shell, args: [collector, reportFile, deadProxyUrl()] },
      timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 }
    });
  } catch (error) {
    await stopAll();
    throw error;
  }

  let readUpTo = 0;
  const requests: string[] = [];
  /** The reports the shell has appended since the last read; Resource Timing entries go to `requests`. */
  const drain = (): Report[] => {
    const text = fs.readFileSync(reportFile, 'utf8');
    const complete = text.slice(readUpTo, text.lastIndexOf('\n') + 1);
    readUpTo += complete.length;
    const reports = complete
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Report);
    requests.push(...reports.filter((r) => r.kind === requestKind).map((r) => r.text));
    return reports.filter((r) => r.kind !== requestKind);
  };
  const pending: Report[] = [];

  return {
    name: `WebKitGTK ${session.capabilities.browserVersion}`,
    goto: (url) => session.navigate(url),
    async evaluate(fn, ...args) {
      const body = `const done = arguments[arguments.length - 1];
Promise.resolve()
  .then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
  .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`;
      const result = await session.executeAsync<{ value?: never; error?: string }>(body, args);
      if (result.error) throw new Error(`in the page: ${result.error}`);
      return result.value as never;
    },
    click: (selector) => session.click(selector),
    type: (selector, text) => session.sendKeys(selector, text),
    pressEscape: () => session.pressEscape(),
    upload: (selector, file) => session.sendKeys(selector, file),
    setViewport: (width, height) => session.setWindowSize(width, height),
    async takeReports() {
      pending.push(...drain());
      return pending.splice(0);
    },
    async watchRscRequests() {
      pending.push(...drain());
      const from = requests.length;
      return async () => {
        pending.push(...drain());
        return requests.slice(from);
      };
    },
    async close() {
      // Ending the session closes the shell; the driver and the display go after it.
      await session.close().catch(() => {});
      await stopAll();
    }
  };
}
