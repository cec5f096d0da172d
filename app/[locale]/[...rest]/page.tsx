import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';

// Any path no page matches, inside a locale: the localized not-found page, HTTP 404.
export default async function CatchAllPage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
