import { getFormatter, getTranslations } from 'next-intl/server';
import { copyValues } from '@/lib/site-config';
import { newsDate, type YearItem } from '@/lib/news';

type Props = { item: YearItem; headingLevel: 'h2' | 'h3' };

/** One news item: its title, its date in the page's language (with a machine-readable datetime) and its text. */
export async function NewsItemArticle({ item, headingLevel: Heading }: Props) {
  const t = await getTranslations(item.key);
  const format = await getFormatter();
  return (
    <article id={`news-${item.id}`} className="flex flex-col gap-2 scroll-mt-24" data-news-item={item.id}>
      <Heading className="text-xl font-semibold text-strong">{t('title', copyValues)}</Heading>
      <time dateTime={item.date} className="text-sm font-medium text-accent">
        {format.dateTime(newsDate(item.date), { dateStyle: 'long', timeZone: 'UTC' })}
      </time>
      <p className="max-w-3xl text-muted">{t('description', copyValues)}</p>
    </article>
  );
}
