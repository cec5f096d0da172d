/**
 * Latin digits in every language, wherever a number is formatted: the counters
 * (components/home/format-count.ts) and every `#` or `{n, number}` of the copy.
 *
 * ICU formats a message's numbers with the bare locale (`new Intl.NumberFormat('ar')`),
 * whose default numbering system depends on the runtime's CLDR data: current Node gives
 * Latin digits for `ar`, older data (and `ar-EG`, `ar-SA`) Arabic-Indic ones. So
 * the catalogues are loaded with each such number rewritten to the named format below
 * (lib/i18n/pin-numbers.ts), which the request config passes to next-intl as `formats`.
 * No imports here: the counters' client code shares the constant.
 */

export const numberingSystem = 'latn';

/** next-intl `formats`: the named number format the rewritten messages use, `{n, number, latn}`. */
export const messageFormats = { number: { [numberingSystem]: { numberingSystem } } };
