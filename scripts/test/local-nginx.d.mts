// Types of scripts/test/local-nginx.mjs for the TypeScript tests.
export declare const deployConfPath: string;
export declare function findNginx(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function renderDeployConf(options: {
  listenPort: number;
  upstreamPort: number;
  dir: string;
  nginx: string;
  accessLog?: boolean;
}): string;
export declare function renderStaticConf(options: { listenPort: number; root: string; dir: string; nginx: string }): string;
export declare function startNginx(options: {
  conf: string;
  dir: string;
  nginx: string;
  port: number;
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>;

export declare function stopChild(child: import('node:child_process').ChildProcess, signal: NodeJS.Signals): Promise<void>;
