import { getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { ExternalLink } from '@/components/navigation/external-link';
import { NavLink } from '@/components/navigation/nav-link';
import { buildMenu, isGroup } from '@/lib/menu';

// The bar's entries sit 8 px apart up to 1535 px: at 1280 px the twelve Russian entries'
// text and icons take ~880 px in the widest first-view face (Roboto), of the ~1010 px the
// switchers leave; 12 px apart they ran into them (tests/e2e/frame.spec.ts).
const barEntry =
  'whitespace-nowrap rounded-md py-2 text-[0.8125rem]/5 font-medium 2xl:px-2 2xl:text-sm text-control hover:bg-highlight hover:text-strong data-[current]:text-accent';
const barLink = `block px-1 ${barEntry}`;
/** The Services panel's links: a box of their own, so they keep a roomier padding. */
const panelLink = `block px-2 ${barEntry}`;
const sheetLink =
  'block rounded-md px-3 py-2.5 text-base font-medium text-neutral-800 hover:bg-highlight data-[current]:bg-accent-soft data-[current]:text-accent-hover dark:text-neutral-100';

/** The site menu (docs/behaviour.md, Pages and URLs), as a bar in the header or a vertical list in the menu sheet. */
export async function MenuList({ variant }: { variant: 'bar' | 'sheet' }) {
  const t = await getTranslations();
  const entries = buildMenu(t);
  const newTab = t('Navigation.external');
  const link = variant === 'bar' ? barLink : sheetLink;
  const childLink = variant === 'bar' ? panelLink : sheetLink;

  return (
    <ul className={variant === 'bar' ? 'flex items-center 2xl:gap-0.5' : 'flex flex-col gap-1'}>
      {entries.map((entry) => {
        if (isGroup(entry)) {
          const items = (
            <ul
              className={
                variant === 'bar' ? 'grid gap-0.5 p-2 sm:grid-cols-2' : 'ms-3 flex flex-col gap-1 border-s border-border-raised ps-3'
              }
            >
              {entry.children.map((child) => (
                <li key={child.href}>
                  <NavLink href={child.href} className={childLink}>
                    {child.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          );
          return (
            <li key={entry.label}>
              {variant === 'bar' ? (
                <DisclosureMenu
                  label={
                    <>
                      {entry.label}
                      <AppIcon name="chevron-down" size={16} />
                    </>
                  }
                  buttonClassName={`${barLink} inline-flex items-center gap-1`}
                  panelClassName="absolute start-0 top-full z-50 mt-2 w-[28rem] rounded-lg border border-border-raised bg-surface shadow-lg"
                >
                  {items}
                </DisclosureMenu>
              ) : (
                <>
                  <p className="px-3 pt-2.5 pb-1 text-sm font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-300">
                    {entry.label}
                  </p>
                  {items}
                </>
              )}
            </li>
          );
        }
        return (
          <li key={entry.href}>
            {entry.external ? (
              <ExternalLink href={entry.href} className={link} newTabLabel={newTab}>
                {entry.label}
              </ExternalLink>
            ) : (
              <NavLink href={entry.href} className={link}>
                {entry.label}
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
