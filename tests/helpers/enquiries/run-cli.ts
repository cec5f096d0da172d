import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** As package.json's script runs it: `server-only` satisfied as on Next's server (scripts/staff/server-context.cjs). */
const serverPreload = ['--require', './scripts/staff/server-context.cjs'];

/**
 * Runs the staff command line: through `npm run enquiries --` when `viaNpm` (as staff
 * would), else straight through tsx (what that script runs), which is quicker. `input`
 * is typed on its standard input (an answer to a question), which is then closed.
 */
export function runCli(
  args: string[],
  env: Record<string, string | undefined>,
  { viaNpm = false, input = '' }: { viaNpm?: boolean; input?: string } = {}
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const [command, argv] = viaNpm
      ? ['npm', ['run', '--silent', 'enquiries', '--', ...args]]
      : [path.join(root, 'node_modules/.bin/tsx'), [...serverPreload, 'scripts/staff/enquiries.ts', ...args]];
    const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}
