// The system faces a first view is set in (scripts/build/font-fallbacks.mjs), with the
// figures Capsize's overrides are computed from: each face's regular and bold file as
// Capsize's own reader (@capsizecss/unpack) reads them. They are written out here, each
// with its source, so that the build reads no other package's internals and needs no
// system font installed. The Debian files are read again by tests/integration/fonts.test.ts
// wherever they are installed (.ci/run installs them), so a figure copied wrong fails there.

/** Where Debian installs the faces' files. */
const debianFonts = '/usr/share/fonts/truetype';

/**
 * In the order a system is likely to have them:
 * - Arial (Windows, macOS, iOS). Monotype's files are in no Debian package; the figures are
 *   those Capsize publishes in @capsizecss/metrics 4.3.0 (`arial`, `arial/700`).
 * - Roboto (Android, ChromeOS), read from Debian's fonts-roboto-unhinted 2:0~20170802-3.
 * - Liberation Sans (Linux; Arial's metrics, glyph by glyph), read from fonts-liberation2 2.1.5.
 * - DejaVu Sans (most other Linux systems), read from fonts-dejavu-core 2.37.
 *
 * `local` lists the names a browser may find each file under: full name, then PostScript
 * name (Chromium and Firefox match either; Roboto's regular full name is "Roboto" in
 * Debian's file and "Roboto Regular" in Google's). None of these families has a
 * semibold file: semibold text is set in the bold one.
 */
export const systemFaces = [
  {
    familyName: 'Arial',
    regular: {
      local: ['Arial', 'ArialMT'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 }
    },
    bold: {
      local: ['Arial Bold', 'Arial-BoldMT'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 }
    }
  },
  {
    familyName: 'Roboto',
    debianPackage: 'fonts-roboto-unhinted',
    regular: {
      local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
      file: `${debianFonts}/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf`,
      metrics: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 }
    },
    bold: {
      local: ['Roboto Bold', 'Roboto-Bold'],
      file: `${debianFonts}/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf`,
      metrics: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 927 }
    }
  },
  {
    familyName: 'Liberation Sans',
    debianPackage: 'fonts-liberation2',
    regular: {
      local: ['Liberation Sans', 'LiberationSans'],
      file: `${debianFonts}/liberation2/LiberationSans-Regular.ttf`,
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 }
    },
    bold: {
      local: ['Liberation Sans Bold', 'LiberationSans-Bold'],
      file: `${debianFonts}/liberation2/LiberationSans-Bold.ttf`,
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 }
    }
  },
  {
    familyName: 'DejaVu Sans',
    debianPackage: 'fonts-dejavu-core',
    regular: {
      local: ['DejaVu Sans', 'DejaVuSans'],
      file: `${debianFonts}/dejavu/DejaVuSans.ttf`,
      metrics: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 }
    },
    bold: {
      local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      file: `${debianFonts}/dejavu/DejaVuSans-Bold.ttf`,
      metrics: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 }
    }
  }
];
