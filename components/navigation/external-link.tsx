import type { ReactNode } from 'react';
import { AppIcon } from '@/components/ui/icon';

type Props = { href: string; children: ReactNode; className?: string; newTabLabel: string };

/** A link to another site: new tab, no opener, no referrer, announced as external. */
export function ExternalLink({ href, children, className, newTabLabel }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-external="">
      {children}
      <AppIcon name="external-link" size={14} className="ms-1 inline-block align-[-2px]" />
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
