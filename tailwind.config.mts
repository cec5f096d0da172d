import type { Config } from 'tailwindcss';

/**
 * Loaded by app/globals.css with `@config`: the only files Tailwind scans for classes
 * (globals.css turns its automatic detection off), and the `font-sans` stack. The theme's
 * colours (docs/behaviour.md, Look) are in app/globals.css's `@theme`, Tailwind 4's own
 * place for them.
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
