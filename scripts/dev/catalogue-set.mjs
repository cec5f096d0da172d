#!/usr/bin/env node
// Writes one top-level namespace into every catalogue (messages/<code>.json, one per
// locale of lib/i18n/locales.ts) under a lock, so several people can edit different
// namespaces at once.
// Usage: node scripts/dev/catalogue-set.mjs <Namespace> <dir with one <code>.json per locale>
import fs from 'node:fs';
import path from 'node:path';

const [namespace, dir] = process.argv.slice(2);
if (!namespace || !dir) {
  console.error('usage: catalogue-set.mjs <Namespace> <dir containing one <code>.json per locale>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..', '..');
// The codes of the locale table, read from its source (plain Node cannot import TypeScript).
const localeSource = fs.readFileSync(path.join(root, 'lib/i18n/locales.ts'), 'utf8');
const locales = [...localeSource.matchAll(/\{\s*code:\s*'([a-z-]+)'/g)].map((m) => m[1]);
if (locales.length === 0) throw new Error('no locale codes found in lib/i18n/locales.ts');
const lock = path.join(root, 'messages', '.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    if (Date.now() > deadline) throw new Error('messages/.lock held for 30 s; remove it if stale');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const locale of locales) {
    const source = JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
    const file = path.join(root, 'messages', `${locale}.json`);
    const catalogue = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    catalogue[namespace] = source;
    fs.writeFileSync(file + '.tmp', JSON.stringify(catalogue, null, 2) + '\n');
    fs.renameSync(file + '.tmp', file);
  }
  console.log(`set ${namespace} in ${locales.join(', ')}`);
} finally {
  fs.rmSync(lock, { force: true });
}
