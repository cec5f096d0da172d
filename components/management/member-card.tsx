import { getTranslations } from 'next-intl/server';
import type { Member } from '@/content/management-team';
import { Monogram } from './monogram';
import { copyValues } from '@/lib/site-config';

/** One member of the management team: monogram, name, position and two biography notes. */
export async function MemberCard({ member, index }: { member: Member; index: number }) {
  const t = await getTranslations(`Management.members.${member.id}`);
  return (
    <article
      aria-labelledby={`member-${member.id}`}
      data-member={member.id}
      className="flex h-full flex-col gap-5 rounded-lg border border-border bg-background p-6"
    >
      <div className="flex items-center gap-4">
        <Monogram member={member} initials={t('initials')} index={index} />
        <div>
          <h2 id={`member-${member.id}`} className="text-xl font-semibold text-strong">
            {t('name')}
          </h2>
          <p className="mt-1 font-medium text-accent">{t('position')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 text-muted">
        <p>{t('bio1')}</p>
        <p>{t('bio2', copyValues)}</p>
      </div>
    </article>
  );
}
