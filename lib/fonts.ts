import localFont from 'next/font/local';

/**
 * Noto Sans, self-hosted from @fontsource-variable (one variable file per script
 * covers every weight). Each script is its own face with the unicode-range of its
 * subset, so a browser downloads only the files whose characters a page uses:
 * English needs Latin, Azerbaijani Latin + Latin Extended (ə ğ ş), Russian
 * Latin + Cyrillic, Arabic Arabic + Latin. Only Latin, which every page uses, is
 * preloaded here; the second script of a locale is preloaded by its layout.
 * The Latin face ends the font stack with a metric-matched fallback, so the swap
 * causes no layout shift.
 */


export const latin = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }]
});

export const latinExt = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'
    }
  ]
});

export const cyrillic = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-cyrillic',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }]
});

export const arabic = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-arabic',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'
    }
  ]
});

export const fontVariables = [latin.variable, latinExt.variable, cyrillic.variable, arabic.variable].join(' ');
