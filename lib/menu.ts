import 'server-only';
import type { Translator } from './i18n/translator';
import { pagePath, services, servicePath, type PageId } from './routes';
import { siteConfig } from './site-config';

/** A serialisable menu entry, built on the server and rendered by the header and the menu sheet. */
export type MenuLink = { href: string; label: string; external?: boolean };
export type MenuEntry = MenuLink | { label: string; children: MenuLink[] };

export function isGroup(entry: MenuEntry): entry is { label: string; children: MenuLink[] } {
  return 'children' in entry;
}

/**
 * The menu order (docs/behaviour.md, Pages and URLs): Home, Management, HSEQ, Locations, News, Clients, About Us,
 * Services (every one), Contact, Careers, ePCS, VRS Portal. Built from the route list.
 */
export function buildMenu(t: Translator): MenuEntry[] {
  const link = (id: PageId): MenuLink => ({
    href: pagePath(id),
    label: t(`Navigation.${id}`)
  });
  const servicesGroup: MenuEntry = {
    label: t('Navigation.services'),
    children: services.map((s) => ({ href: servicePath(s.slug), label: t(`Services.${s.id}.menuLabel`) }))
  };
  return [
    link('home'),
    link('management'),
    link('hseq'),
    link('locations'),
    link('news'),
    link('clients'),
    link('introduction'),
    servicesGroup,
    link('contact'),
    link('careers'),
    { href: siteConfig.portals.epcs, label: t('Navigation.epcs'), external: true },
    { href: siteConfig.portals.vrs, label: t('Navigation.vrs'), external: true }
  ];
}
