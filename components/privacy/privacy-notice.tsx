import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/ui/content-blocks';
import { mailtoHref } from '@/components/locations/contact-links';
import { retentionDays } from '@/lib/enquiries/config';
import { rateHitsKeptMs } from '@/lib/enquiries/limits';
import type { MessageKey } from '@/lib/i18n/translator';
import { browserStorage, type StorageLifetime } from '@/lib/privacy';
import { siteConfig } from '@/lib/site-config';

const text = 'max-w-3xl text-muted';
const link = 'font-medium text-accent underline hover:text-primary-800';

/** A paragraph of the sections that take the notice's figures ({company}, {days}, {minutes}): all but the storage table. */
type Paragraph = Extract<
  MessageKey<'Privacy'>,
  `${'controller' | 'collected' | 'purposes' | 'retention' | 'recipients' | 'transfers' | 'rights'}.${string}`
>;

/**
 * The privacy notice below its header. Figures (retention, rate-limit window, cookie
 * lifetimes) come from the code and the build's environment, never from the copy; the
 * analytics parts appear only in a build with NEXT_PUBLIC_GA_ID set.
 */
export async function PrivacyNotice() {
  const t = await getTranslations('Privacy');
  const countries = await getTranslations('Countries');
  const analytics = Boolean(siteConfig.gaId);
  const days = retentionDays();
  const storage = browserStorage(siteConfig.gaId);
  const lifetime = (l: StorageLifetime) =>
    l === 'session' || l === 'untilCleared' ? t(`storage.${l}`) : 'days' in l ? t('storage.days', l) : t('storage.hours', l);
  const paragraphs = (keys: Paragraph[]) =>
    keys.map((key) => (
      <p key={key} className={`${text} mt-4 first:mt-0`}>
        {t(key, { company: siteConfig.name, days, minutes: rateHitsKeptMs / 60_000 })}
      </p>
    ));
  const general = (
    <a href={mailtoHref(siteConfig.email)} className={link}>
      {siteConfig.email}
    </a>
  );

  return (
    <div data-testid="privacy-notice">
      <ContentSection id="controller" heading={t('controller.title')}>
        {paragraphs(['controller.text'])}
        <dl className="mt-6 grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <div className="contents">
            <dt className="font-semibold">{t('controller.general')}</dt>
            <dd>{general}</dd>
          </div>
          {siteConfig.countries.map((country) => (
            <div key={country.id} className="contents">
              <dt className="font-semibold">{countries(country.id)}</dt>
              <dd>
                <a href={mailtoHref(country.email)} className={link}>
                  {country.email}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection id="collected" heading={t('collected.title')} tinted>
        {paragraphs([
          'collected.form',
          'collected.cv',
          'collected.rateLimit',
          'collected.browser',
          ...(analytics ? (['collected.analytics'] as const) : [])
        ])}
      </ContentSection>
      <ContentSection id="purposes" heading={t('purposes.title')}>
        {paragraphs([
          'purposes.enquiry',
          'purposes.cv',
          'purposes.rateLimit',
          'purposes.browser',
          ...(analytics ? (['purposes.analytics'] as const) : [])
        ])}
      </ContentSection>
      <ContentSection id="retention" heading={t('retention.title')} tinted>
        {paragraphs([
          days > 0 ? 'retention.enquiry' : 'retention.enquiryManual',
          'retention.rateLimit',
          'retention.mailbox',
          'retention.browser'
        ])}
      </ContentSection>
      <ContentSection id="recipients" heading={t('recipients.title')}>
        {paragraphs(['recipients.text', ...(analytics ? (['recipients.analytics'] as const) : [])])}
      </ContentSection>
      <ContentSection id="transfers" heading={t('transfers.title')} tinted>
        {paragraphs(['transfers.text', 'transfers.laws'])}
      </ContentSection>
      <ContentSection id="rights" heading={t('rights.title')}>
        {paragraphs(['rights.text', 'rights.how'])}
        <p className={`${text} mt-4`}>{general}</p>
        {paragraphs(['rights.complaint'])}
      </ContentSection>
      <ContentSection id="storage" heading={t('storage.title')} intro={t('storage.intro')} tinted>
        {/* Scrolls sideways on a narrow screen: focusable so that a keyboard can scroll it too. */}
        <div className="overflow-x-auto" role="region" aria-label={t('storage.caption')} tabIndex={0}>
          <table className="w-full min-w-xl border-collapse text-start text-sm" data-testid="storage-table">
            <caption className="sr-only">{t('storage.caption')}</caption>
            <thead>
              <tr className="border-b border-border-control">
                {(['name', 'type', 'purpose', 'duration'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t(`storage.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {storage.map((item) => (
                <tr
                  key={`${item.kind}:${item.name}`}
                  className="border-b border-border align-top"
                  data-storage-kind={item.kind}
                  data-storage-name={item.name}
                >
                  <th scope="row" className="py-2 pe-4 text-start font-normal">
                    <code dir="ltr">{item.name}</code>
                  </th>
                  <td className="py-2 pe-4">{t(`storage.kinds.${item.kind}`)}</td>
                  <td className="py-2 pe-4">{t(`storage.items.${item.id}`)}</td>
                  <td className="py-2 pe-4">{lifetime(item.lifetime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>
    </div>
  );
}
