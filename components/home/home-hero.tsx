import { getTranslations } from 'next-intl/server';
import { HeroArtwork } from '@/components/artwork/hero-artwork';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pagePath } from '@/lib/routes';
import { copyValues, siteConfig } from '@/lib/site-config';
import { buttonPrimary, buttonSecondary } from '@/components/ui/styles';

/** The home page's opening: the page's one <h1>, the promise and the two calls to action. */
export async function HomeHero() {
  const t = await getTranslations('Home.hero');
  const page = await getTranslations('Pages.home');
  return (
    <section aria-labelledby="home-title" className="border-b border-border bg-surface-tinted">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold text-accent">{t('eyebrow', { year: String(siteConfig.foundingYear) })}</p>
          <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-strong sm:text-5xl">
            {page('heading')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{t('lead', copyValues)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <AppLink href={pagePath('contact')} className={buttonPrimary}>
              {t('ctaContact')}
              <AppIcon name="arrow-right" size={18} directional />
            </AppLink>
            <a href="#services" className={buttonSecondary}>
              {t('ctaServices')}
              <AppIcon name="arrow-down" size={18} />
            </a>
          </div>
        </div>
        <HeroArtwork className="mx-auto max-w-xl" />
      </div>
    </section>
  );
}
