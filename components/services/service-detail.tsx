import { getTranslations } from 'next-intl/server';
import { ServiceArtwork } from '@/components/artwork/service-artwork';
import { buttonPrimary, buttonSecondary, sectionLead, sectionTitle } from '@/components/ui/styles';
import { AppLink } from '@/components/navigation/app-link';
import { ExternalLink } from '@/components/navigation/external-link';
import { PageHeader } from '@/components/page/page-header';
import { AppIcon } from '@/components/ui/icon';
import { pagePath, services, type Service } from '@/lib/routes';
import { siteConfig, copyValues } from '@/lib/site-config';
import { ServiceCard } from './service-card';
import { sectorIcons } from '@/content/sectors';
import { serviceMeta } from '@/content/services';

const subTitle = 'text-lg font-semibold text-neutral-950 dark:text-white';
const bodyText = 'text-neutral-700 dark:text-neutral-300';

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
  const text = (key: string) => t(`${id}.${key}`, copyValues);
  const common = (key: string) => t(`common.${key}`);
  /** Item keys of a group in the catalogue (same keys in every language). */
  const keys = (group: string) => (t.has(`${id}.${group}`) ? Object.keys(t.raw(`${id}.${group}`) as object) : []);
  const portal = meta.portal ? siteConfig.portals[meta.portal] : undefined;
  const figures = keys('figures');
  const modules = keys('modules');
  const tools = keys('tools');
  const related = meta.related.map((r) => services.find((s) => s.id === r)!);

  return (
    <>
      <PageHeader title={names(`${id}.name`)} lead={text('lead')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink href={pagePath('contact')} className={buttonPrimary}>
            {common('ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
          {portal ? (
            <ExternalLink href={portal} className={buttonSecondary} newTabLabel={nav('external')}>
              {text('portalLink')}
            </ExternalLink>
          ) : null}
        </div>
      </PageHeader>

      <section aria-labelledby="includes-title" className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_26rem]">
        <div>
          <h2 id="includes-title" className={sectionTitle}>
            {common('includesTitle')}
          </h2>
          <p className={sectionLead}>{text('overview')}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {keys('includes').map((k) => (
              <li key={k} className="flex gap-3">
                <AppIcon name="circle-check" size={22} className="mt-0.5 text-primary-700 dark:text-primary-300" />
                <span className="text-neutral-800 dark:text-neutral-200">{text(`includes.${k}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          <div className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-950">
            <ServiceArtwork id={id} />
          </div>
          {figures.length > 0 ? (
            <div className="rounded-xl bg-neutral-50 p-6 dark:bg-neutral-900">
              <h3 className={subTitle}>{common('figuresTitle')}</h3>
              <dl className="mt-4 flex flex-col gap-4">
                {figures.map((k) => (
                  <div key={k} data-figure={k} className="flex flex-col-reverse">
                    <dt className={bodyText}>{text(`figures.${k}.label`)}</dt>
                    <dd className="text-3xl font-bold text-primary-700 dark:text-primary-300">
                      <bdi>{text(`figures.${k}.value`)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      </section>

      {modules.length > 0 ? (
        <section
          aria-labelledby="modules-title"
          className="border-y border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="container-page py-16 sm:py-20">
            <h2 id="modules-title" className={sectionTitle}>
              {text('modulesTitle')}
            </h2>
            <p className={sectionLead}>{text('modulesLead')}</p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {modules.map((k) => (
                <li key={k} className="rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-950">
                  <h3 className={subTitle}>{text(`modules.${k}.name`)}</h3>
                  <p className={`mt-1 ${bodyText}`}>{text(`modules.${k}.text`)}</p>
                </li>
              ))}
            </ul>
            {tools.length > 0 ? (
              <>
                <h2 className={`mt-14 ${sectionTitle}`}>{text('toolsTitle')}</h2>
                <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {tools.map((k) => (
                    <li key={k} className="rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-950">
                      <h3 className={subTitle}>{text(`tools.${k}.name`)}</h3>
                      <p className={`mt-1 ${bodyText}`}>{text(`tools.${k}.text`)}</p>
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
          {common('deliveryTitle')}
        </h2>
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div>
            <h3 className={subTitle}>{common('methodsTitle')}</h3>
            <p className={`mt-2 ${bodyText}`}>{text('methods')}</p>
          </div>
          <div>
            <h3 className={subTitle}>{common('equipmentTitle')}</h3>
            <p className={`mt-2 ${bodyText}`}>{text('equipment')}</p>
          </div>
          <div>
            <h3 className={subTitle}>{common('deliverablesTitle')}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {keys('deliverables').map((k) => (
                <li key={k} className="flex gap-2">
                  <AppIcon name="file-check" size={18} className="mt-1 text-primary-700 dark:text-primary-300" />
                  <span className={bodyText}>{text(`deliverables.${k}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="applications-title"
        className="border-y border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <div className="container-page py-16 sm:py-20">
          <h2 id="applications-title" className={sectionTitle}>
            {common('applicationsTitle')}
          </h2>
          <p className={sectionLead}>{text('applications')}</p>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            <div>
              <h3 className={subTitle}>{common('sectorsTitle')}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {meta.sectors.map((s) => (
                  <li
                    key={s}
                    className="inline-flex items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-200"
                  >
                    <AppIcon name={sectorIcons[s]} size={16} className="text-primary-700 dark:text-primary-300" />
                    {sectors(`${s}.name`)}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={subTitle}>{common('assetsTitle')}</h3>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {keys('assets').map((k) => (
                  <li key={k} className="flex gap-2">
                    <AppIcon name="chevron-right" size={18} directional className="mt-1 text-primary-700 dark:text-primary-300" />
                    <span className={bodyText}>{text(`assets.${k}`)}</span>
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
              <h2 id="portal-title" className="text-xl font-bold text-neutral-950 dark:text-white">
                {text('portalTitle')}
              </h2>
              <p className={`mt-2 ${bodyText}`}>{text('portalText')}</p>
            </div>
            <ExternalLink href={portal} className={buttonSecondary} newTabLabel={nav('external')}>
              {text('portalLink')}
            </ExternalLink>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="related-title" className="container-page py-16 sm:py-20">
        <h2 id="related-title" className={sectionTitle}>
          {common('relatedTitle')}
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
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary-50 p-8 sm:p-10 md:flex-row md:items-center md:justify-between dark:bg-primary-950">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-2xl font-bold text-neutral-950 dark:text-white">
              {common('ctaTitle')}
            </h2>
            <p className={`mt-2 ${bodyText}`}>{common('ctaText')}</p>
          </div>
          <AppLink href={pagePath('contact')} className={buttonPrimary} data-cta="contact">
            {common('ctaButton')}
            <AppIcon name="arrow-right" size={18} directional />
          </AppLink>
        </div>
      </section>
    </>
  );
}
