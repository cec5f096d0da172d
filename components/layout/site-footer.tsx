import { getTranslations } from 'next-intl/server';
import { AnalyticsSettingsLink } from '@/components/analytics/analytics';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pages, services, servicePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

const footerLink = 'text-sm text-neutral-300 hover:text-white hover:underline';

export async function SiteFooter() {
  const t = await getTranslations();
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-100 dark:bg-neutral-900">
      <section aria-labelledby="footer-cta" className="border-b border-neutral-800">
        <div className="container-page flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="footer-cta" className="text-2xl font-bold text-white">
              {t('Footer.ctaTitle')}
            </h2>
            <p className="mt-2 text-neutral-300">{t('Footer.ctaText')}</p>
          </div>
          <AppLink
            href="/contact"
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {t('Footer.ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
        </div>
      </section>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <nav aria-labelledby="footer-countries">
          <h2 id="footer-countries" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Footer.countriesTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {siteConfig.countries.map((country) => (
              <li key={country.id}>
                <AppLink href={`/locations#office-${country.office}`} className={footerLink}>
                  {t(`Countries.${country.id}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Footer.servicesTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {services.map((service) => (
              <li key={service.slug}>
                <AppLink href={servicePath(service.slug)} className={footerLink} prefetch={false}>
                  {t(`Services.${service.id}.name`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Footer.companyTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {pages
              .filter((p) => p.id !== 'home')
              .map((page) => (
                <li key={page.id}>
                  <AppLink href={page.path} className={footerLink} prefetch={false}>
                    {t(`Navigation.${page.id}`)}
                  </AppLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-neutral-400">
          <p>{t('Footer.copyright', { year: new Date().getFullYear(), company: siteConfig.name })}</p>
          <AnalyticsSettingsLink />
        </div>
      </div>
    </footer>
  );
}
