import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { InteractiveOfficeMap } from './interactive-office-map';
import type { MapOffice, MapUiStrings } from './mapbox-office-map';
import { StaticOfficeMap } from './static-office-map';

/**
 * The offices on a map, in a frame of fixed proportions: the static map always,
 * and with a Mapbox token the interactive map over it once it has loaded.
 */
export async function OfficeMap({ locale }: { locale: Locale }) {
  const t = await getTranslations('Locations');
  const names = await getTranslations('Offices');
  const token = siteConfig.mapboxToken;

  let map = <StaticOfficeMap />;
  if (token) {
    const offices: MapOffice[] = siteConfig.offices.map((office) => ({
      id: office.id,
      label: t('markerLabel', { office: names(`${office.id}.name`), country: names(`${office.id}.country`) }),
      coordinates: office.coordinates
    }));
    const strings: MapUiStrings = {
      'Map.Title': t('interactiveMap'),
      'NavigationControl.ZoomIn': t('zoomIn'),
      'NavigationControl.ZoomOut': t('zoomOut'),
      'NavigationControl.ResetBearing': t('resetBearing'),
      'ScrollZoomBlocker.CtrlMessage': t('scrollZoomCtrl'),
      'ScrollZoomBlocker.CmdMessage': t('scrollZoomCmd'),
      'TouchPanBlocker.Message': t('touchPan'),
      'AttributionControl.ToggleAttribution': t('toggleAttribution'),
      'LogoControl.Title': t('logoTitle')
    };
    map = (
      <InteractiveOfficeMap
        token={token}
        language={localeInfo(locale).hrefLang}
        rtl={localeInfo(locale).dir === 'rtl'}
        offices={offices}
        strings={strings}
      >
        {map}
      </InteractiveOfficeMap>
    );
  }

  return (
    // On paper the map stays on one sheet with its heading (app/globals.css).
    <section aria-labelledby="office-map-heading" className="container-page pb-4" data-print-whole>
      <h2 id="office-map-heading" className="text-2xl font-bold tracking-tight text-strong">
        {t('mapHeading')}
      </h2>
      <p className="mt-2 text-muted">{t('mapIntro')}</p>
      <div
        data-testid="office-map"
        className="relative mt-6 aspect-[8/5] w-full overflow-hidden rounded-lg border border-border bg-sky-50 dark:bg-slate-900"
      >
        {map}
      </div>
    </section>
  );
}
