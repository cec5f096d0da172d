import { useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/**
 * Calls `onNavigate` in the render after the path changed (menus close after a
 * navigation): adjusted while rendering rather than in an effect, so the new page
 * never paints with the panel open (react.dev, "You might not need an effect").
 */
export function useOnNavigation(onNavigate: () => void) {
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    onNavigate();
  }
}
