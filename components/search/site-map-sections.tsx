import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { newsYearPath, newsYears, pagePath, pages, servicePath, services } from '@/lib/routes';

const linkClass = 'rounded-sm text-accent underline-offset-4 hover:underline';

/** Every page of the site by section, from the route list (lib/routes.ts). */
export async function SiteMapSections() {
  const t = await getTranslations();
  const sections = [
    {
      id: 'company',
      title: t('SiteMap.company'),
      links: pages.filter((p) => p.id !== 'news').map((p) => ({ href: p.path, label: t(`Navigation.${p.id}`) }))
    },
    {
      id: 'services',
      title: t('SiteMap.services'),
      links: services.map((s) => ({ href: servicePath(s.slug), label: t(`Services.${s.id}.menuLabel`) }))
    },
    {
      id: 'news',
      title: t('SiteMap.news'),
      links: [
        { href: pagePath('news'), label: t('Navigation.news') },
        ...newsYears.map((year) => ({ href: newsYearPath(year), label: t('NewsYear.title', { year }) }))
      ]
    }
  ];
  return (
    <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`site-map-${section.id}`}>
          <h2 id={`site-map-${section.id}`} className="text-xl font-semibold text-strong">
            {section.title}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {section.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={linkClass} prefetch={false}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
