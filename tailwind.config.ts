import type { Config } from 'tailwindcss';

/**
 * Theme colours of the replaced site (docs/behaviour.md, Look): primary green, secondary blue,
 * neutral slate, 11 shades each. Loaded by app/globals.css with `@config`.
 * Accents use 500 in light mode and 400 in dark mode, but text and controls use
 * 700/300 so that contrast holds (WCAG 2.2 AA).
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        // The system faces, then the web fonts once shown (app/globals.css, lib/fonts.ts).
        sans: ['var(--font-body)']
      }
    }
  }
};

export default config;
