/**
 * How the staff command line writes times and what visitors typed: on a terminal, in
 * the CSV export and in an access request's JSON.
 */

/** An instant as ISO 8601 (UTC), or null where there is none (JSON's null; callers printing text write ''). */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms == null ? null : new Date(ms).toISOString();
}

/**
 * Bidi controls (embeddings, overrides, isolates) in what a visitor typed are shown as
 * "<U+202E>": printed raw, in a terminal or a spreadsheet, they reorder the text around
 * them, so a name or message could hide or reverse what follows (a "cv\u202Efdp.exe").
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
export const showBidi = (text: string) => text.replace(bidiControls, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`);

/** Rows as aligned columns (each at most 40 characters wide, cut with "…"), bidi controls shown escaped. */
export function table(rows: string[][]): string {
  rows = rows.map((r) => r.map(showBidi));
  const widths = rows[0]!.map((_, c) => Math.min(40, Math.max(...rows.map((r) => [...r[c]!].length))));
  const cut = (s: string, w: number) => ([...s].length > w ? `${[...s].slice(0, w - 1).join('')}…` : s.padEnd(w));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cut(cell.replace(/\s+/g, ' '), widths[c]!))
        .join('  ')
        .trimEnd()
    )
    .join('\n');
}
