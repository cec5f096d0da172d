/** Digits U+0660–U+0669 and their Persian forms, U+06F0–U+06F9. */
export const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;

/**
 * Runs `body` with the locale data older ICU has (and ar-EG has today): Arabic-Indic
 * digits for Arabic wherever a format does not name its numbering system. The site's
 * locales are all the typed translator takes, so the old data is made for `ar` itself.
 */
export async function withArabicIndicDefault<T>(body: () => T | Promise<T>): Promise<T> {
  const Real = Intl.NumberFormat;
  const arabicIndicByDefault = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
    return new Real(locales, { numberingSystem: 'arab', ...options });
  };
  Object.assign(arabicIndicByDefault, { supportedLocalesOf: Real.supportedLocalesOf });
  Intl.NumberFormat = arabicIndicByDefault as unknown as typeof Intl.NumberFormat;
  try {
    return await body();
  } finally {
    Intl.NumberFormat = Real;
  }
}
