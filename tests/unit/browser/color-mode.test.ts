import { describe, expect, it } from 'vitest';
import { colorModeScript, colorModeStorageKey } from '@/lib/browser/color-mode';

/** Runs the first-paint script against a stored choice and a system preference; returns what it set on <html>. */
function run(stored: string | null | Error, systemDark: boolean) {
  const classes = new Set<string>();
  const html = { classList: { add: (c: string) => classes.add(c) }, style: { colorScheme: '' } };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === colorModeStorageKey ? stored : null;
    }
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
  new Function('localStorage', 'matchMedia', 'document', colorModeScript)(localStorage, matchMedia, { documentElement: html });
  return { classes: [...classes], colorScheme: html.style.colorScheme };
}

describe('colour mode before the first paint', () => {
  it('follows the system preference when nothing is stored, or "system" is', () => {
    expect(run(null, true)).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(run(null, false)).toEqual({ classes: ['light'], colorScheme: 'light' });
    expect(run('system', true)).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  it('keeps a stored choice over the system preference', () => {
    expect(run('light', true)).toEqual({ classes: ['light'], colorScheme: 'light' });
    expect(run('dark', false)).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  it('falls back to the system preference when storage is blocked or holds something else', () => {
    expect(run(new Error('SecurityError'), true)).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(run('purple', false)).toEqual({ classes: ['light'], colorScheme: 'light' });
  });
});
