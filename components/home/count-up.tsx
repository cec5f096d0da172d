'use client';

import { useEffect, useRef, useState } from 'react';
import { formatCount } from '@/lib/i18n/numbers';
import { countUpValue } from './count-up-curve';

type Props = { value: number; formatted: string; locale: string };

const duration = 1600;

/**
 * A counter value: the server's formatted final value until it scrolls into view,
 * then one count-up from zero (skipped under prefers-reduced-motion).
 */
export function CountUp({ value, formatted, locale }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const elapsed = now - start;
          setCurrent(elapsed >= duration ? null : countUpValue(value, elapsed, duration));
          if (elapsed < duration) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 }
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className="tabular-nums">
      {current === null ? formatted : formatCount(locale, current)}
    </span>
  );
}
