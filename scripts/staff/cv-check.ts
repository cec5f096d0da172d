/**
 * Measures the CV checker on a folder of documents:
 *
 *   npm run cv-check -- <dir> [--jobs N]
 *
 * One line per file: verdict, code, the rule that decided (the refusal's reason), the time
 * the check took and the peak memory it added; then a summary with the largest and p95
 * time and memory. Files under a `benign/` folder must be accepted and files under a
 * `hostile/` folder refused: any other outcome is a mismatch, and the command exits 1.
 *
 * Each file is checked in a fresh child process, so its peak resident memory (maxRSS)
 * belongs to that file alone; the children run `jobs` at a time.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCv } from '@site/cv-check';

type Result = { verdict: 'accepted' | 'refused'; code: string; rule: string; ms: number; peakKb: number };

async function checkOne(file: string): Promise<Result> {
  const content = fs.readFileSync(file);
  const before = process.resourceUsage().maxRSS;
  const start = process.hrtime.bigint();
  const verdict = await checkCv(content);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const peakKb = process.resourceUsage().maxRSS - before;
  return verdict.ok
    ? { verdict: 'accepted', code: verdict.format, rule: 'accepted', ms, peakKb }
    : { verdict: 'refused', code: verdict.code, rule: verdict.reason, ms, peakKb };
}

function inChild(file: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--one', file], { execArgv: process.execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let result: Result | undefined;
    child.on('message', (m) => (result = m as Result));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      result ? resolve(result) : reject(new Error(`${file}: the check exited with ${signal ?? code} and no verdict`))
    );
  });
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.') && !/^(MANIFEST\.tsv|README(\.md)?)$/i.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** What a file's folder says it should be: accepted under benign/, refused under hostile/. */
function expectation(root: string, file: string): 'accepted' | 'refused' | null {
  const parts = path.relative(root, file).split(path.sep).slice(0, -1);
  if (parts.includes('hostile')) return 'refused';
  if (parts.includes('benign')) return 'accepted';
  return null;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main(args: string[]): Promise<number> {
  if (args[0] === '--one') {
    process.send!(await checkOne(args[1]!));
    return 0;
  }
  const jobsAt = args.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : Math.max(1, os.availableParallelism() - 1);
  const root = args.find((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));
  if (!root || !fs.statSync(root, { throwIfNoEntry: false })?.isDirectory() || !(jobs >= 1)) {
    console.error('Usage: npm run cv-check -- <dir> [--jobs N]');
    return 2;
  }
  const files = listFiles(root);
  const results: Result[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) results[i] = await inChild(files[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));

  const tally = { accepted: 0, refused: 0, benign: 0, benignOk: 0, hostile: 0, hostileOk: 0, mismatches: 0 };
  files.forEach((file, i) => {
    const r = results[i]!;
    const expected = expectation(root, file);
    const mismatch = expected !== null && expected !== r.verdict;
    tally[r.verdict]++;
    if (expected) {
      tally[expected === 'accepted' ? 'benign' : 'hostile']++;
      tally[expected === 'accepted' ? 'benignOk' : 'hostileOk'] += Number(!mismatch);
    }
    tally.mismatches += Number(mismatch);
    const size = fs.statSync(file).size;
    console.log(
      [
        mismatch ? 'MISMATCH' : expected ? 'ok' : '-',
        r.verdict,
        r.code,
        path.relative(root, file),
        `${size} B`,
        `${r.ms.toFixed(1)} ms`,
        `+${(r.peakKb / 1024).toFixed(1)} MB`,
        r.rule
      ].join('\t')
    );
  });
  const times = results.map((r) => r.ms);
  const peaks = results.map((r) => r.peakKb / 1024);
  const at = (values: number[], v: number) => path.relative(root, files[values.indexOf(v)]!);
  const maxTime = Math.max(...times);
  const maxPeak = Math.max(...peaks);
  console.log(
    `${files.length} files: ${tally.accepted} accepted, ${tally.refused} refused; ` +
      `benign accepted ${tally.benignOk}/${tally.benign}, hostile refused ${tally.hostileOk}/${tally.hostile}, ` +
      `${tally.mismatches} mismatch${tally.mismatches === 1 ? '' : 'es'}\n` +
      `time per file: p95 ${percentile(times, 95).toFixed(1)} ms, largest ${maxTime.toFixed(1)} ms (${at(times, maxTime)}); ` +
      `peak memory added: p95 ${percentile(peaks, 95).toFixed(1)} MB, largest ${maxPeak.toFixed(1)} MB (${at(peaks, maxPeak)})`
  );
  return tally.mismatches > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  }
);
