/**
 * Latin digits in every language, wherever a number is formatted: formatCount below (the
 * home page's counters, the search dialog's result count) and every `#` or `{n, number}`
 * of the copy.
 *
 * ICU formats a message's numbers with the bare locale (`new Intl.NumberFormat('ar')`),
 * whose default numbering system depends on the runtime's CLDR data: current Node gives
 * Latin digits for `ar`, older data (and `ar-EG`, `ar-SA`) Arabic-Indic ones. So
 * the catalogues are loaded with each such number rewritten to the named format below
 * (lib/i18n/pin-numbers.ts), which the request config passes to next-intl as `formats`.
 * No imports here: client code (the counters, the search dialog) shares the module.
 */

export const numberingSystem = 'latn';

/** next-intl `formats`: the named number format the rewritten messages use, `{n, number, latn}`. */
export const messageFormats = { number: { [numberingSystem]: { numberingSystem } } };

/**
 * A count as the browser and the server both write it: Latin digits, grouping on, no
 * fractions, so the server render and the counters' animation produce the same string.
 */
const countFormatOptions = {
  numberingSystem,
  useGrouping: true,
  maximumFractionDigits: 0
} as const satisfies Intl.NumberFormatOptions;

export function formatCount(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, countFormatOptions).format(Math.round(value));
}
