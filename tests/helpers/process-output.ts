/**
 * The last lines a server started by a test printed, on stdout and stderr together, kept
 * to be shown when it fails to come up or a test fails; and when it has exited.
 */
import type { ChildProcess } from 'node:child_process';

export function keepOutput(child: ChildProcess, lines = 200): { output: string[]; exited: Promise<void> } {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - lines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { output, exited };
}
