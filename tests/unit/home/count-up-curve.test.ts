import { describe, expect, it } from 'vitest';
import { countUpValue } from '@/components/home/count-up-curve';

describe('countUpValue', () => {
  it('starts at zero and lands exactly on the target', () => {
    expect(countUpValue(1000, 0, 1600)).toBe(0);
    expect(countUpValue(1000, 1600, 1600)).toBe(1000);
    expect(countUpValue(1000, 5000, 1600)).toBe(1000);
  });

  it('rises monotonically and eases out', () => {
    let previous = -1;
    for (let t = 0; t <= 1600; t += 100) {
      const v = countUpValue(260000, t, 1600);
      expect(v).toBeGreaterThanOrEqual(previous);
      previous = v;
    }
    expect(countUpValue(100, 800, 1600)).toBeGreaterThan(50);
  });

  it('shows the target at once when there is no duration', () => {
    expect(countUpValue(42, 0, 0)).toBe(42);
  });
});
