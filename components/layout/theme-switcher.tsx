import { getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { ThemeSwitcherButtons } from './theme-switcher-buttons';

/** Server shell of the colour-mode control: light, dark or system. */
export async function ThemeSwitcher() {
  const t = await getTranslations('ThemeSwitcher');
  return (
    <ThemeSwitcherButtons
      label={t('label')}
      options={[
        { value: 'light', label: t('light'), icon: <AppIcon name="sun" size={16} /> },
        { value: 'dark', label: t('dark'), icon: <AppIcon name="moon" size={16} /> },
        { value: 'system', label: t('system'), icon: <AppIcon name="monitor" size={16} /> }
      ]}
    />
  );
}
