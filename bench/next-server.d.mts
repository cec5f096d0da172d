export declare const root: string;
export declare function buildInto(distDir: string, env?: Record<string, string>): void;
export declare function hasBuild(distDir: string): boolean;
export declare const floorDir: string;
export declare function buildFloor(): void;
export declare function startNext(options: {
  distDir: string;
  port: number;
  probePath?: string;
  appDir?: string;
  env?: Record<string, string>;
}): Promise<{ url: string; port: number; output: () => string; stop: () => Promise<void> }>;
