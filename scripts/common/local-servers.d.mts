// Types of scripts/common/local-servers.mjs for the TypeScript modules that import it.
export declare function freePort(): Promise<number>;
export declare function stopChild(child: import('node:child_process').ChildProcess, signal: NodeJS.Signals): Promise<void>;
export declare function keepOutput(
  child: import('node:child_process').ChildProcess,
  lines?: number
): { output: string[]; exited: Promise<void> };
