import { getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import type { Office } from '@/lib/site-config';
import { mailtoHref, telHref } from './contact-links';

const termClass = 'flex items-center gap-2 text-sm font-semibold text-muted';
const linkClass = 'font-medium text-accent underline decoration-1 underline-offset-2 hover:decoration-2';

/**
 * An office's address, phone and email, from the site config. They are written in
 * Latin script: each line is isolated (bdi) so that it reads correctly in Arabic.
 */
export async function OfficeDetails({ office }: { office: Office }) {
  const t = await getTranslations('Locations');
  return (
    <dl className="grid gap-4">
      <div>
        <dt className={termClass}>
          <AppIcon name="map-pin" size={18} />
          {t('address')}
        </dt>
        <dd className="ms-7 mt-1">
          <address className="not-italic" data-testid="office-address">
            {office.address.map((line) => (
              <span key={line} className="block">
                <bdi>{line}</bdi>
              </span>
            ))}
          </address>
        </dd>
      </div>
      <div>
        <dt className={termClass}>
          <AppIcon name="phone" size={18} />
          {t('phone')}
        </dt>
        <dd className="ms-7 mt-1">
          <a href={telHref(office.phone)} className={linkClass}>
            <bdi dir="ltr">{office.phone}</bdi>
          </a>
        </dd>
      </div>
      <div>
        <dt className={termClass}>
          <AppIcon name="mail" size={18} />
          {t('email')}
        </dt>
        <dd className="ms-7 mt-1">
          <a href={mailtoHref(office.email)} className={linkClass}>
            <bdi dir="ltr">{office.email}</bdi>
          </a>
        </dd>
      </div>
    </dl>
  );
}
