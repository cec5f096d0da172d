import { getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { officeAnchor } from '@/lib/routes';
import { siteConfig, copyValues } from '@/lib/site-config';
import { OfficeDetails } from './office-details';
import { OfficeDialog } from './office-dialogs';

/**
 * A card per office, each the landing point of the footer's country links
 * (`#office-<id>`): landing there scrolls to the card and highlights it, and opens
 * nothing. The card's button opens the office's dialog.
 */
export async function OfficeCards() {
  const t = await getTranslations('Locations');
  const offices = await getTranslations('Offices');

  return (
    <section aria-labelledby="offices-heading" className="container-page py-12 sm:py-16">
      <h2 id="offices-heading" className="text-2xl font-bold tracking-tight text-strong">
        {t('officesHeading')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {siteConfig.offices.map((office) => {
          const name = offices(`${office.id}.name`);
          const country = offices(`${office.id}.country`);
          return (
            <li key={office.id} className="flex">
              <article
                id={officeAnchor(office.id)}
                aria-labelledby={`${officeAnchor(office.id)}-name`}
                data-testid="office-card"
                data-office={office.id}
                className="flex w-full flex-col rounded-lg border border-border bg-surface p-6 shadow-sm target:border-accent target:ring-2 target:ring-accent"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <h3 id={`${officeAnchor(office.id)}-name`} className="text-xl font-semibold text-strong">
                    {name}
                  </h3>
                  {office.partner ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-semibold text-secondary-800 dark:bg-secondary-950 dark:text-secondary-200">
                      <AppIcon name="handshake" size={14} />
                      {t('partner')}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-muted">
                  <AppIcon name="map-pin" size={16} />
                  {country}
                </p>
                <p className="mt-4 text-muted">{offices(`${office.id}.description`, copyValues)}</p>
                <div className="mt-auto pt-6">
                  <OfficeDialog
                    officeId={office.id}
                    triggerText={t('openDetails')}
                    triggerLabel={t('openDetailsLabel', { office: name })}
                    triggerIcon={<AppIcon name="contact" size={18} />}
                    title={name}
                    description={office.partner ? t('partnerDescription', { country }) : country}
                    closeLabel={t('close')}
                    closeIcon={<AppIcon name="x" size={18} />}
                  >
                    <OfficeDetails office={office} />
                  </OfficeDialog>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
