import { getTranslations } from 'next-intl/server';
import { AnalyticsSettingsLink } from '@/components/analytics/analytics';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { officeCardPath, pagePath, pages, services, servicePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { buttonPrimary } from '@/components/ui/styles';

const footerLink = 'text-sm text-neutral-300 hover:text-white hover:underline';

/**
 * A link of a footer column. The services' and pages' columns are not prefetched: in view,
 * they would fetch some twenty pages' data at once.
 */
type FooterLink = { key: string; href: string; label: string; noPrefetch?: boolean };

/** One titled column of footer links, a navigation landmark of its own. */
function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <AppLink href={link.href} className={footerLink} {...(link.noPrefetch ? { prefetch: false } : {})}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function SiteFooter() {
  const t = await getTranslations();
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-100">
      <section aria-labelledby="footer-cta" className="border-b border-neutral-800">
        <div className="container-page flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="footer-cta" className="text-2xl font-bold text-white">
              {t('Footer.ctaTitle')}
            </h2>
            <p className="mt-2 text-neutral-300">{t('Footer.ctaText')}</p>
          </div>
          <AppLink href={pagePath('contact')} className={buttonPrimary}>
            {t('Footer.ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
        </div>
      </section>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <FooterColumn
          id="footer-countries"
          title={t('Footer.countriesTitle')}
          links={siteConfig.countries.map((country) => ({
            key: country.id,
            href: officeCardPath(country.office),
            label: t(`Countries.${country.id}`)
          }))}
        />
        <FooterColumn
          id="footer-services"
          title={t('Footer.servicesTitle')}
          links={services.map((service) => ({
            key: service.slug,
            href: servicePath(service.slug),
            label: t(`Services.${service.id}.name`),
            noPrefetch: true
          }))}
        />
        <FooterColumn
          id="footer-company"
          title={t('Footer.companyTitle')}
          links={pages
            .filter((p) => p.id !== 'home')
            .map((page) => ({ key: page.id, href: page.path, label: t(`Navigation.${page.id}`), noPrefetch: true }))}
        />
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
