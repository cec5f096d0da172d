// Servers this repository starts on the machine for a while (next start, nginx, the
// bench's static server, the AWS function): a port to listen on, their last lines of
// output, and stopping the process again. Used by the build's self-check, the bench, the
// screenshots and the tests.
import net from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now (from the kernel's ephemeral range). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops a child process with `signal` (SIGKILL after 5 s); resolves once it exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function stopChild(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.kill(signal);
  });
}

/**
 * The last `lines` lines a server printed, on stdout and stderr together, kept up to date
 * to be shown when it fails to come up or a test fails; and when it has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [lines]
 * @returns {{ output: string[], exited: Promise<void> }}
 */
export function keepOutput(child, lines = 200) {
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - lines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
  return { output, exited };
}
