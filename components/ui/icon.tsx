import { Icon } from '@iconify/react/offline';
import { getIconData } from '@iconify/utils';
import lucide from '@iconify-json/lucide/icons.json';
import type { IconifyJSON } from '@iconify/types';

export type IconName = string;

type Props = {
  name: IconName;
  className?: string;
  /** Directional icons (arrows, chevrons) are mirrored in right-to-left pages. */
  directional?: boolean;
  size?: number;
};

/**
 * A Lucide icon, its data taken from @iconify-json at build time and rendered into
 * the prerendered HTML: no icon is ever fetched at run time.
 */
export function AppIcon({ name, className, directional, size = 20 }: Props) {
  const data = getIconData(lucide as IconifyJSON, name);
  if (!data) throw new Error(`Unknown icon lucide:${name}`);
  const classes = [directional ? 'rtl:-scale-x-100' : '', 'shrink-0', className ?? ''].join(' ').trim();
  return <Icon icon={data} ssr width={size} height={size} className={classes} aria-hidden="true" focusable="false" />;
}
