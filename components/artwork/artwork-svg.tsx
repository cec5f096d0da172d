import type { ReactNode } from 'react';

/** Colour roles of the line art: theme colours via currentColor, tuned for light and dark mode. */
export const tone = {
  grid: 'text-neutral-200 dark:text-neutral-800',
  muted: 'text-neutral-400 dark:text-neutral-600',
  ink: 'text-muted',
  accent: 'text-accent-line',
  accent2: 'text-secondary-600 dark:text-secondary-400'
} as const;

type Props = { width: number; height: number; className?: string; children: ReactNode };

/**
 * A decorative illustration: fixed intrinsic size (no layout shift), scales down
 * with its container, hidden from assistive technology.
 */
export function ArtworkSvg({ width, height, className, children }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className={['h-auto w-full max-w-full', className ?? ''].join(' ').trim()}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A square grid of faint lines, as on survey and drawing sheets. */
export function gridPath(width: number, height: number, step: number): string {
  const parts: string[] = [];
  for (let x = step; x < width; x += step) parts.push(`M${x} 0V${height}`);
  for (let y = step; y < height; y += step) parts.push(`M0 ${y}H${width}`);
  return parts.join('');
}

/** Deterministic pseudo-random numbers, so every render draws the same cloud. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

type Segment = readonly [number, number, number, number];

/**
 * A point cloud along line segments: one round dot (a zero-length stroke) every
 * `step` units, jittered by up to `jitter`, as one compact path.
 */
export function cloudPath(segments: readonly Segment[], step: number, jitter: number, seed: number): string {
  const random = seeded(seed);
  const parts: string[] = [];
  for (const [x1, y1, x2, y2] of segments) {
    const length = Math.hypot(x2 - x1, y2 - y1);
    const count = Math.max(1, Math.round(length / step));
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = x1 + (x2 - x1) * t + (random() - 0.5) * 2 * jitter;
      const y = y1 + (y2 - y1) * t + (random() - 0.5) * 2 * jitter;
      parts.push(`M${x.toFixed(1)} ${y.toFixed(1)}h0`);
    }
  }
  return parts.join('');
}
