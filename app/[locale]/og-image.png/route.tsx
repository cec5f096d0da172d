import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { localeInfo, localeOrDefault } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

// The link-preview image of each language (1200×630 PNG), rendered once at build.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

const fontFiles = [
  ['latin', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
  ['latinext', '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'],
  ['cyrillic', '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff'],
  // Noto Sans Arabic uses OpenType lookups the image renderer cannot read; Cairo it can.
  ['arabic', '@fontsource/cairo/files/cairo-arabic-700-normal.woff']
] as const;

async function fonts() {
  return Promise.all(
    fontFiles.map(async ([name, file]) => ({
      name,
      data: await fs.readFile(path.join(process.cwd(), 'node_modules', file)),
      weight: 700 as const,
      style: 'normal' as const
    }))
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const code = localeOrDefault(locale);
  const t = await getTranslations({ locale: code, namespace: 'Pages.home' });
  const rtl = localeInfo(code).dir === 'rtl';
  // The renderer lays text out left to right only: right-to-left lines are built
  // from words placed in reverse, wrapping from the right.
  const words = t('heading').split(/\s+/);

  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: '#0f172a',
        color: '#ffffff',
        fontFamily: 'latin, latinext, cyrillic, arabic'
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="13" fill="none" stroke="#4ade80" strokeWidth="3" />
          <path d="M16 1v9M16 22v9M1 16h9M22 16h9" stroke="#4ade80" strokeWidth="3" strokeLinecap="round" />
          <circle cx="16" cy="16" r="3" fill="#60a5fa" />
        </svg>
        <div style={{ fontSize: 40, color: '#cbd5e1' }}>{siteConfig.name}</div>
      </div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          flexDirection: rtl ? 'row-reverse' : 'row',
          // Arabic words are measured unjoined (wider than drawn): no extra gap.
          columnGap: rtl ? 0 : 22,
          fontSize: 68,
          lineHeight: 1.2
        }}
      >
        {words.map((word, index) => (
          <span key={index}>{word}</span>
        ))}
      </div>
      <div style={{ display: 'flex', height: 8, width: '100%', background: 'linear-gradient(90deg, #16a34a, #2563eb)' }} />
    </div>,
    { width: 1200, height: 630, fonts: await fonts() }
  );
}
