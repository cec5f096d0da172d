// Types of lib/font-ranges.mjs for the TypeScript modules and tests.
export const fontRanges: {
  readonly latin: string;
  readonly az: string;
  readonly cyrillic: string;
  readonly arabic: string;
};
export const fontWeights: { readonly min: number; readonly max: number };
export function rangeCodePoints(unicodeRange: string): number[];
export function rangeText(unicodeRange: string): string;
