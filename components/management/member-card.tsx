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
      className="flex h-full flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-950"
    >
      <div className="flex items-center gap-4">
        <Monogram member={member} initials={t('initials')} index={index} />
        <div>
          <h2 id={`member-${member.id}`} className="text-xl font-semibold text-neutral-950 dark:text-white">
            {t('name')}
          </h2>
          <p className="mt-1 font-medium text-primary-700 dark:text-primary-300">{t('position')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 text-neutral-700 dark:text-neutral-300">
        <p>{t('bio1')}</p>
        <p>{t('bio2', copyValues)}</p>
      </div>
    </article>
  );
}
