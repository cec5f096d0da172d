import { getIconData, iconToSVG } from '@iconify/utils';
import lucide from '@iconify-json/lucide/icons.json';
import type { IconifyJSON } from '@iconify/types';

type IconName = string;

type Props = {
  name: IconName;
  className?: string;
  /** Directional icons (arrows, chevrons) are mirrored in right-to-left pages. */
  directional?: boolean;
  size?: number;
};

/**
 * A Lucide icon from its Iconify data (@iconify-json), built into an <svg> on the
 * server with Iconify's own builder: no icon is fetched at run time, and none needs
 * JavaScript. @iconify/react's <Icon> is a client component: every icon on a page
 * made the browser download and run its code (2.9 KB gzipped) and carried the icon's
 * data a second time in the flight data, for a picture that never changes.
 */
export function AppIcon({ name, className, directional, size = 20 }: Props) {
  const data = getIconData(lucide as IconifyJSON, name);
  if (!data) throw new Error(`Unknown icon lucide:${name}`);
  const { attributes, body } = iconToSVG(data, { width: size, height: size });
  const classes = [directional ? 'rtl:-scale-x-100' : '', 'shrink-0', className ?? ''].join(' ').trim();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={attributes.width}
      height={attributes.height}
      viewBox={attributes.viewBox}
      className={classes}
      aria-hidden="true"
      focusable="false"
      // Iconify's data for a published icon set, not user input.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
