import type { ReactNode } from 'react';
import { AppIcon } from '@/components/ui/icon';
import { isSafeExternalUrl } from '@/lib/browser/links';

type Props = { href: string; children: ReactNode; className?: string; newTabLabel: string };

/** A link to another site: new tab, no opener, no referrer, announced as external. */
export function ExternalLink({ href, children, className, newTabLabel }: Props) {
  // http(s) only: a javascript: or data: URL in the config fails the build.
  if (!isSafeExternalUrl(href)) throw new Error(`ExternalLink needs an http(s) URL, not ${JSON.stringify(href)}`);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-external="">
      {children}
      <AppIcon name="external-link" size={14} className="ms-1 inline-block align-[-2px]" />
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
