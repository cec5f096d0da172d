import { getTranslations } from 'next-intl/server';
import { ServiceArtwork } from '@/components/artwork/service-artwork';
import { buttonPrimary, buttonSecondary, sectionLead, sectionTitle } from '@/components/ui/styles';
import { AppLink } from '@/components/navigation/app-link';
import { ExternalLink } from '@/components/navigation/external-link';
import { PageHeader } from '@/components/page/page-header';
import { AppIcon } from '@/components/ui/icon';
import { pagePath, services, type Service } from '@/lib/routes';
import { hasPortal, serviceList, showsList } from '@/lib/service-copy';
import { siteConfig, copyValues } from '@/lib/site-config';
import { ServiceCard } from './service-card';
import { sectorIcons } from '@/content/sectors';
import { serviceMeta } from '@/content/services';

const subTitle = 'text-lg font-semibold text-strong';
const bodyText = 'text-muted';

/**
 * A service page: header with the calls to action, what the service includes (with
 * its artwork and figures), ePCS modules where they exist, how it is delivered, where
 * it applies, the portal link-out, related services and the closing call to action.
 */
export async function ServiceDetail({ service }: { service: Service }) {
  const id = service.id;
  const meta = serviceMeta[id];
  const t = await getTranslations('ServicePages');
  const names = await getTranslations('Services');
  const sectors = await getTranslations('Sectors');
  const nav = await getTranslations('Navigation');
  const portal =
    meta.portal && hasPortal(id)
      ? {
          href: siteConfig.portals[meta.portal],
          title: t(`${id}.portalTitle`, copyValues),
          text: t(`${id}.portalText`, copyValues),
          link: t(`${id}.portalLink`, copyValues)
        }
      : null;
  const related = meta.related.map((r) => services.find((s) => s.id === r)!);

  return (
    <>
      <PageHeader title={names(`${id}.name`)} lead={t(`${id}.lead`, copyValues)}>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink href={pagePath('contact')} className={buttonPrimary}>
            {t('common.ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
          {portal ? (
            <ExternalLink href={portal.href} className={buttonSecondary} newTabLabel={nav('external')}>
              {portal.link}
            </ExternalLink>
          ) : null}
        </div>
      </PageHeader>

      <section aria-labelledby="includes-title" className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_26rem]">
        <div>
          <h2 id="includes-title" className={sectionTitle}>
            {t('common.includesTitle')}
          </h2>
          <p className={sectionLead}>{t(`${id}.overview`, copyValues)}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {serviceList(id, 'includes').map((item) => (
              <li key={item.id} className="flex gap-3">
                <AppIcon name="circle-check" size={22} className="mt-0.5 text-accent" />
                <span className="text-soft">{t(item.key, copyValues)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          <div className="rounded-xl border border-border bg-background p-4">
            <ServiceArtwork id={id} />
          </div>
          {showsList(id, 'figures') ? (
            <div className="rounded-xl bg-surface-tinted p-6">
              <h3 className={subTitle}>{t('common.figuresTitle')}</h3>
              <dl className="mt-4 flex flex-col gap-4">
                {serviceList(id, 'figures').map((figure) => (
                  <div key={figure.id} data-figure={figure.id} className="flex flex-col-reverse">
                    <dt className={bodyText}>{t(`${figure.key}.label`, copyValues)}</dt>
                    <dd className="text-3xl font-bold text-accent">
                      <bdi>{t(`${figure.key}.value`, copyValues)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      </section>

      {showsList(id, 'modules') ? (
        <section aria-labelledby="modules-title" className="border-y border-border bg-surface-tinted">
          <div className="container-page py-16 sm:py-20">
            <h2 id="modules-title" className={sectionTitle}>
              {t(`${id}.modulesTitle`, copyValues)}
            </h2>
            <p className={sectionLead}>{t(`${id}.modulesLead`, copyValues)}</p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {serviceList(id, 'modules').map((module) => (
                <li key={module.id} className="rounded-lg border border-border bg-background p-5">
                  <h3 className={subTitle}>{t(`${module.key}.name`, copyValues)}</h3>
                  <p className={`mt-1 ${bodyText}`}>{t(`${module.key}.text`, copyValues)}</p>
                </li>
              ))}
            </ul>
            {showsList(id, 'tools') ? (
              <>
                <h2 className={`mt-14 ${sectionTitle}`}>{t(`${id}.toolsTitle`, copyValues)}</h2>
                <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {serviceList(id, 'tools').map((tool) => (
                    <li key={tool.id} className="rounded-lg border border-border bg-background p-5">
                      <h3 className={subTitle}>{t(`${tool.key}.name`, copyValues)}</h3>
                      <p className={`mt-1 ${bodyText}`}>{t(`${tool.key}.text`, copyValues)}</p>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="delivery-title" className="container-page py-16 sm:py-20">
        <h2 id="delivery-title" className={sectionTitle}>
          {t('common.deliveryTitle')}
        </h2>
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div>
            <h3 className={subTitle}>{t('common.methodsTitle')}</h3>
            <p className={`mt-2 ${bodyText}`}>{t(`${id}.methods`, copyValues)}</p>
          </div>
          <div>
            <h3 className={subTitle}>{t('common.equipmentTitle')}</h3>
            <p className={`mt-2 ${bodyText}`}>{t(`${id}.equipment`, copyValues)}</p>
          </div>
          <div>
            <h3 className={subTitle}>{t('common.deliverablesTitle')}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {serviceList(id, 'deliverables').map((item) => (
                <li key={item.id} className="flex gap-2">
                  <AppIcon name="file-check" size={18} className="mt-1 text-accent" />
                  <span className={bodyText}>{t(item.key, copyValues)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="applications-title" className="border-y border-border bg-surface-tinted">
        <div className="container-page py-16 sm:py-20">
          <h2 id="applications-title" className={sectionTitle}>
            {t('common.applicationsTitle')}
          </h2>
          <p className={sectionLead}>{t(`${id}.applications`, copyValues)}</p>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            <div>
              <h3 className={subTitle}>{t('common.sectorsTitle')}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {meta.sectors.map((s) => (
                  <li
                    key={s}
                    className="inline-flex items-center gap-2 rounded-full border border-border-control bg-background px-3 py-1.5 text-sm font-medium text-soft"
                  >
                    <AppIcon name={sectorIcons[s]} size={16} className="text-accent" />
                    {sectors(`${s}.name`)}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={subTitle}>{t('common.assetsTitle')}</h3>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {serviceList(id, 'assets').map((item) => (
                  <li key={item.id} className="flex gap-2">
                    <AppIcon name="chevron-right" size={18} directional className="mt-1 text-accent" />
                    <span className={bodyText}>{t(item.key, copyValues)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      {portal ? (
        <section aria-labelledby="portal-title" className="container-page pt-16 sm:pt-20">
          <div className="flex flex-col items-start gap-4 rounded-xl border border-secondary-200 bg-secondary-50 p-8 md:flex-row md:items-center md:justify-between dark:border-secondary-900 dark:bg-secondary-950">
            <div>
              <h2 id="portal-title" className="text-xl font-bold text-strong">
                {portal.title}
              </h2>
              <p className={`mt-2 ${bodyText}`}>{portal.text}</p>
            </div>
            <ExternalLink href={portal.href} className={buttonSecondary} newTabLabel={nav('external')}>
              {portal.link}
            </ExternalLink>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="related-title" className="container-page py-16 sm:py-20">
        <h2 id="related-title" className={sectionTitle}>
          {t('common.relatedTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {related.map((r) => (
            <li key={r.id} className="flex">
              <ServiceCard service={r} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-accent-soft p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-2xl font-bold text-strong">
              {t('common.ctaTitle')}
            </h2>
            <p className={`mt-2 ${bodyText}`}>{t('common.ctaText')}</p>
          </div>
          <AppLink href={pagePath('contact')} className={buttonPrimary} data-cta="contact">
            {t('common.ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
        </div>
      </section>
    </>
  );
}
