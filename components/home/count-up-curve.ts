/** Ease-out curve of the count-up: fast start, gentle landing on the final value. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  return Math.round(target * (1 - Math.pow(1 - t, 3)));
}
