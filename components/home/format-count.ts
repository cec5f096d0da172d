import { numberingSystem } from '@/lib/i18n/numbers';

/**
 * Number formatting shared by the server render and the counter animation. The
 * options are pinned (Latin digits in every locale, grouping on, no fractions) so
 * both sides produce the same string for the same locale.
 */
const countFormatOptions = {
  numberingSystem,
  useGrouping: true,
  maximumFractionDigits: 0
} as const satisfies Intl.NumberFormatOptions;

export function formatCount(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, countFormatOptions).format(Math.round(value));
}

/** Ease-out curve of the count-up: fast start, gentle landing on the final value. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  return Math.round(target * (1 - Math.pow(1 - t, 3)));
}
