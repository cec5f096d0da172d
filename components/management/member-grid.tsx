import { MemberCard } from './member-card';
import { members } from '@/content/management-team';

/** The management team as a grid of cards. */
export function MemberGrid() {
  return (
    <div className="container-page py-12 sm:py-16">
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {members.map((member, index) => (
          <li key={member.id}>
            <MemberCard member={member} index={index} />
          </li>
        ))}
      </ul>
    </div>
  );
}
