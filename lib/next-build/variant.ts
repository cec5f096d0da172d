/**
 * Which delivery the postbuild step gives the prerendered pages, so that the bench can
 * build and measure both side by side (scripts/bench, docs/performance.md):
 *
 * - `paint-first` (the default, as shipped): lib/next-build/paint-first.ts rewrites every
 *   page so that its chunks and flight data are requested after the first paint, and the
 *   start-up chunks carry the compile hint.
 * - `hint-only`: Next's own HTML is left as it is; only the start-up chunks get the
 *   compile hint (lib/next-build/compile-hint.ts).
 *
 * Read from NEXT_BUILD_VARIANT by the postbuild steps (scripts/paint-first.ts and the
 * checks of scripts/verify-build.ts), which run in the same `npm run build`.
 */
export const buildVariants = ['paint-first', 'hint-only'] as const;
export type BuildVariant = (typeof buildVariants)[number];

export function buildVariant(value: string | undefined = process.env.NEXT_BUILD_VARIANT): BuildVariant {
  if (!value) return 'paint-first';
  const variant = buildVariants.find((v) => v === value);
  if (!variant) throw new Error(`NEXT_BUILD_VARIANT=${value} is none of ${buildVariants.join(', ')}`);
  return variant;
}
