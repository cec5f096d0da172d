'use client';

import type { ComponentProps } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { AppLink } from './app-link';

/** A menu link that marks the current page with aria-current. */
export function NavLink({ href, ...props }: ComponentProps<typeof AppLink> & { href: string }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
  return <AppLink href={href} aria-current={current ? 'page' : undefined} data-current={current || undefined} {...props} />;
}
