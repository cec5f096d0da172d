'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { switchColorMode } from '@/lib/browser/color-mode';

type Option = { value: 'light' | 'dark' | 'system'; label: string; icon: ReactNode };

/** Client leaf: three toggle buttons; the stored choice is only known after hydration. */
export function ThemeSwitcherButtons({ label, options }: { label: string; options: Option[] }) {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-border-raised p-0.5">
      {options.map((option) => {
        const pressed = hydrated && (theme ?? 'system') === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            aria-label={option.label}
            title={option.label}
            data-theme-option={option.value}
            onClick={() => switchColorMode(() => setTheme(option.value))}
            className="inline-flex size-8 items-center justify-center rounded xl:size-7 text-neutral-600 hover:text-strong aria-pressed:bg-highlight aria-pressed:text-strong dark:text-neutral-300"
          >
            {option.icon}
          </button>
        );
      })}
    </div>
  );
}
