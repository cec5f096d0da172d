// Number formatting and the plain-text tables the bench prints.

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
/** "median [min–max]" of the finite values, or "–". */
export const range = (values, digits = 0) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x));
  if (!v.length) return '–';
  const text = `${fmt(median(v), digits)}`;
  return v.length === 1 ? text : `${text} [${fmt(Math.min(...v), digits)}–${fmt(Math.max(...v), digits)}]`;
};
export const kb = (bytes) => (bytes == null ? null : bytes / 1024);
export const sec = (ms) => (ms == null ? null : ms / 1000);
export const fmt = (value, digits = 0, unit = '') => (value == null ? '–' : `${value.toFixed(digits)}${unit}`);
/** A difference with its sign (+12, −3), for the columns measured against the floor. */
export const signed = (value, digits = 0, unit = '') =>
  value == null ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}${unit}`;
export const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);
export const diff = (a, b) => (a == null || b == null ? null : a - b);

/** A table with its title; the first two columns left-aligned, the rest right-aligned. */
export function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
