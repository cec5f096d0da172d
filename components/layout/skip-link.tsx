import { getTranslations } from 'next-intl/server';

export async function SkipLink() {
  const t = await getTranslations('SkipLink');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('label')}
    </a>
  );
}
