import { getTranslations } from 'next-intl/server';
import { RequestedPath } from '@/components/not-found/requested-path';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { siteConfig } from '@/lib/site-config';
import { buttonPrimary } from '@/components/ui/styles';

/** "Page you're looking for got lost": the asked-for path, the feedback address and the way home. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <div className="container-page py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-bold text-primary-700 dark:text-primary-400" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('title')}</h1>
        <RequestedPath label={t('pathLabel')} />
        <p className="mt-6 text-muted">
          {t.rich('feedback', {
            address: siteConfig.email,
            email: (chunks) => (
              <a href={`mailto:${siteConfig.email}`} className="font-medium text-accent underline">
                {chunks}
              </a>
            )
          })}
        </p>
        <AppLink href="/" className={`mt-8 ${buttonPrimary}`}>
          <AppIcon name="arrow-left" size={18} directional />
          {t('home')}
        </AppLink>
      </div>
    </div>
  );
}
