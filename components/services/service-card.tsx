import { getTranslations } from 'next-intl/server';
import { iconTile } from '@/components/ui/styles';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { servicePath, type Service } from '@/lib/routes';
import { serviceMeta } from '@/content/services';
import { copyValues } from '@/lib/site-config';

/** A service as a card: icon, name (the link, stretched over the card) and one-line summary. */
export async function ServiceCard({ service }: { service: Service }) {
  const t = await getTranslations('Services');
  return (
    <article className="relative flex w-full flex-col rounded-xl border border-border bg-background p-6 transition-colors hover:border-accent-line">
      <span className={iconTile}>
        <AppIcon name={serviceMeta[service.id].icon} size={22} />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-strong">
        <AppLink href={servicePath(service.slug)} className="after:absolute after:inset-0 after:rounded-xl hover:text-accent-hover">
          {t(`${service.id}.name`)}
        </AppLink>
      </h3>
      <p className="mt-2 flex-1 text-muted">{t(`${service.id}.summary`, copyValues)}</p>
      <AppIcon name="arrow-right" size={18} directional className="mt-4 text-accent" />
    </article>
  );
}
