/**
 * A throwaway PostgreSQL cluster for tests, on 127.0.0.1 and a free port, in a
 * temporary directory, removed afterwards. PostgreSQL refuses to run as root, so
 * when the tests run as root the server runs as the `postgres` system user.
 *
 * Without PostgreSQL installed the PostgreSQL tests are skipped with the reason;
 * under CI (CI=true) a missing PostgreSQL is a failure instead.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresAvailability = { ok: true; bin: string; runAs: string | null } | { ok: false; reason: string };

function findBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config on PATH
  }
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, 'bin'));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export function postgresAvailability(): PostgresAvailability {
  const bin = findBin();
  if (!bin) return { ok: false, reason: 'PostgreSQL is not installed (no initdb/pg_ctl found; set PG_BIN or install postgresql)' };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return { ok: true, bin, runAs: null };
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { ok: false, reason: 'running as root and there is no `postgres` user to run PostgreSQL as' };
  }
  return { ok: true, bin, runAs: 'postgres' };
}

/** Whether PostgreSQL tests must run: under CI a missing PostgreSQL fails instead of skipping. */
export function postgresRequired(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type TestPostgres = {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut) and starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops it for good and removes its files. */
  stop(): Promise<void>;
};

export async function startPostgres(availability: PostgresAvailability): Promise<TestPostgres> {
  if (!availability.ok) throw new Error(`PostgreSQL is required for these tests: ${availability.reason}`);
  const { bin, runAs } = availability;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-pg-'));
  const data = path.join(dir, 'data');
  if (runAs) execFileSync('chown', ['-R', `${runAs}:`, dir]);
  fs.chmodSync(dir, 0o700);

  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const [file, argv] = runAs ? ['runuser', ['-u', runAs, '--', full, ...args]] : [full, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };

  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // pause() and resume() leave the event loop free, as a real server's would be while its
  // database restarts: the pool sees its connections end when they end.
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const full = path.join(bin, cmd);
      const [file, argv] = runAs ? ['runuser', ['-u', runAs, '--', full, ...args]] : [full, args];
      const child = spawn(file, argv, { cwd: dir, stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.at(-1)} failed (${code})`))));
    });
  const startArgs = () => [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=100`,
    '-w',
    '-t',
    '60',
    'start'
  ];
  run('pg_ctl', startArgs());
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async pause() {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async resume() {
      await runAsync('pg_ctl', startArgs());
      running = true;
    },
    async stop() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  };
}
