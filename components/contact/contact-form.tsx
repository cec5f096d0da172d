import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pagePath } from '@/lib/routes';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { contactApiPath, maxFileBytes } from '@/lib/enquiries/limits';
import { errorMessages } from '@/lib/enquiries/error-messages';
import { enquiryFields } from '@/lib/enquiries/fields';
import { countryIds, departmentIds } from '@/lib/site-config';
import { ContactFormClient } from './contact-form-client';
import { contactFormStringKeys, type ContactFormStrings } from './form-strings';

/** Server shell of the contact form: translates everything, the client leaf only renders and submits. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const countries = await getTranslations({ locale, namespace: 'Countries' });
  const errors = await getTranslations({ locale, namespace: 'ContactErrors' });
  const toast = await getTranslations({ locale, namespace: 'Toast' });
  const privacy = await getTranslations({ locale, namespace: 'Privacy' });

  const strings: ContactFormStrings = {
    ...(Object.fromEntries(contactFormStringKeys.map((k) => [k, t(k)])) as Record<(typeof contactFormStringKeys)[number], string>),
    enquiryHint: t('enquiryHint', { min: enquiryFields.message.min }),
    cvHint: t('cvHint', { max: maxFileBytes / (1024 * 1024) })
  };

  return (
    <ContactFormClient
      action={`${contactApiPath}?locale=${locale}`}
      dir={localeInfo(locale).dir}
      strings={strings}
      countries={countryIds.map((id) => ({ id, label: countries(id) }))}
      departments={departmentIds.map((id) => ({ id, label: t(`departments.${id}`) }))}
      errors={errorMessages(errors)}
      notice={privacy.rich('formNotice', {
        link: (chunks) => (
          <AppLink href={pagePath('privacy')} prefetch={false} className="font-medium text-accent underline">
            {chunks}
          </AppLink>
        )
      })}
      toastLabels={{
        provider: toast('providerLabel'),
        // Radix fills in {hotkey} itself.
        viewport: toast('viewportLabel', { hotkey: '{hotkey}' }),
        close: toast('close')
      }}
      icons={{
        success: <AppIcon name="circle-check" />,
        error: <AppIcon name="circle-alert" />,
        close: <AppIcon name="x" size={16} />,
        submit: <AppIcon name="send" size={18} directional />,
        // Over the select's inline end (the left in Arabic); clicks go through to the select.
        select: (
          <AppIcon
            name="chevron-down"
            size={18}
            className="pointer-events-none absolute inset-y-0 end-3 my-auto text-neutral-600 dark:text-neutral-300"
          />
        )
      }}
    />
  );
}
