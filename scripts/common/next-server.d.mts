// Types of scripts/common/next-server.mjs for the TypeScript modules that import it.
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export declare const root: string;
export declare const defaultDistDir: string;
export declare function hasBuild(distDir?: string): boolean;

export type NextServerOptions = {
  /** The port on 127.0.0.1. */
  port: number;
  /** The build folder, relative to the project or absolute: NEXT_DIST_DIR, else `.next`. */
  distDir?: string;
  /** Another app than the site (the bench's floor app). */
  appDir?: string;
  /** Over this process's environment; NODE_ENV is production unless set here. */
  env?: Record<string, string>;
  /** The path that must answer with a 2xx (after redirects) before the server counts as up: the home page by default. */
  probePath?: string;
  /** A further condition, asked each time once the probe answers (e.g. its warm children are there). */
  ready?: (child: ChildProcessByStdio<null, Readable, Readable>) => boolean | Promise<boolean>;
  /** How long it may take to come up: 60 s by default. */
  timeoutMs?: number;
  /** Also write its stderr to this process's stderr as it comes. */
  echo?: boolean;
};

export type NextServer = {
  url: string;
  port: number;
  /** The server process itself. */
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Its last lines of output, stdout and stderr together, kept up to date. */
  output: string[];
  /** Resolves once the process has ended, however. */
  exited: Promise<void>;
  /** SIGTERM (SIGKILL after 5 s); resolves once it has exited. */
  stop: () => Promise<void>;
  /** SIGKILL; resolves once it has exited. */
  kill: () => Promise<void>;
};

export declare function startNext(options: NextServerOptions): Promise<NextServer>;
