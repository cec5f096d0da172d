/** `npm run cv-check -- <dir>`: one line per file, benign/ and hostile/ as expectations, a summary, exit 1 on a mismatch. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { repoRoot } from '../../helpers/source-files';
import packageJson from '../../../package.json';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cvCheck(folder: string): Promise<{ code: number; stdout: string }> {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  // The npm script's own command line, so the test runs what staff run.
  const [runner, ...scriptArgs] = packageJson.scripts['cv-check'].split(' ');
  expect(runner).toBe('tsx');
  const args = [...scriptArgs, folder, '--jobs', '2'];
  return run(tsx, args, { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout })
  );
}

test('a folder of documents is measured against its benign/ and hostile/ folders', async () => {
  for (const [name, content] of [
    ['benign/cv.pdf', make.pdf()],
    ['hostile/macro.docx', make.docm()],
    ['hostile/plain.rtf', make.rtf()],
    ['other/cv.odt', make.odt()]
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const mismatched = await cvCheck(dir);
  expect(mismatched.code).toBe(1);
  const lines = mismatched.stdout.trim().split('\n');
  expect(lines.find((l) => l.includes('benign/cv.pdf'))).toMatch(
    /^ok\taccepted\tpdf\tbenign\/cv\.pdf\t\d+ B\t[\d.]+ ms\t\+[\d.]+ MB\taccepted$/
  );
  expect(lines.find((l) => l.includes('hostile/macro.docx'))).toMatch(
    /^ok\trefused\tfile_macros\thostile\/macro\.docx\t.*\tdocx: part word\/vbaProject\.bin$/
  );
  expect(lines.find((l) => l.includes('hostile/plain.rtf'))).toMatch(/^MISMATCH\taccepted\trtf\t/);
  expect(lines.find((l) => l.includes('other/cv.odt'))).toMatch(/^-\taccepted\todt\t/);
  expect(mismatched.stdout).toContain('4 files: 3 accepted, 1 refused; benign accepted 1/1, hostile refused 1/2, 1 mismatch\n');
  expect(mismatched.stdout).toMatch(
    /time per file: p95 [\d.]+ ms, largest [\d.]+ ms \(.+\); peak memory added: p95 [\d.]+ MB, largest [\d.]+ MB \(.+\)/
  );

  fs.rmSync(path.join(dir, 'hostile/plain.rtf'));
  expect((await cvCheck(dir)).code).toBe(0);
}, 120_000);
