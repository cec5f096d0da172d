import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pagePath } from '@/lib/routes';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { contactApiPath } from '@/lib/enquiries/limits';
import { errorMessages } from '@/lib/enquiries/error-messages';
import { ContactFormClient } from './contact-form-client';
import { contactFormStrings, fieldTexts } from './form-strings';

/** Server shell of the contact form: translates everything, the client leaf only renders and submits. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const all = await getTranslations({ locale });
  const errors = await getTranslations({ locale, namespace: 'ContactErrors' });
  const toast = await getTranslations({ locale, namespace: 'Toast' });
  const privacy = await getTranslations({ locale, namespace: 'Privacy' });

  return (
    <ContactFormClient
      action={`${contactApiPath}?locale=${locale}`}
      dir={localeInfo(locale).dir}
      strings={contactFormStrings(t)}
      fields={fieldTexts(t, all)}
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
