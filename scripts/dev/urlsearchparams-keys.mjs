// Minimal reproduction: URLSearchParams parses keys without `=` in quadratic time on Node 24
// (linear on Node 20). The contact route never parses urlencoded bodies because of it
// (lib/enquiries/body.ts); docs/next-upgrade.md (After a Node upgrade) keeps the figures.
// Run: node scripts/dev/urlsearchparams-keys.mjs
const shapes = { 'a&': 'a&', 'a=b&': 'a=b&', '=&': '=&' };
console.log(`node ${process.version}`);
for (const keys of [100_000, 200_000, 400_000]) {
  for (const [label, unit] of Object.entries(shapes)) {
    const input = unit.repeat(keys);
    const started = performance.now();
    const size = new URLSearchParams(input).size;
    console.log(
      `${label.padEnd(5)} × ${String(keys).padStart(7)}: ${(performance.now() - started).toFixed(0).padStart(6)} ms (${size} entries)`
    );
  }
}
