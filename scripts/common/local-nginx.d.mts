// Types of scripts/common/local-nginx.mjs for the TypeScript tests.
export declare function findNginx(): string | undefined;
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
