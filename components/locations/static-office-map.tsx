import { getTranslations } from 'next-intl/server';
import { copyValues, siteConfig, type OfficeId } from '@/lib/site-config';
import { staticMapGeometry, staticMapShapes } from '@/lib/static-map-geometry';
import { StaticMapMarker } from './static-map-marker';

/** Aktau lies between Atyrau and Baku: its name goes west of its dot, the others' east. */
const nameSide: Partial<Record<OfficeId, 'west'>> = { aktau: 'west' };

/** The shapes' file, written by scripts/build/static-map.ts before the build; the bundler hashes its URL. */
const shapesHref = new URL('../../generated/map/office-map.svg', import.meta.url).href;

/**
 * The map of the offices drawn at build time from Natural Earth (world-atlas),
 * its shapes in a file of their own (lib/static-map-geometry.ts says why):
 * shown when there is no Mapbox token, no WebGL or no network, and until the
 * interactive map has loaded. Markers are buttons opening the offices' dialogs.
 */
export async function StaticOfficeMap() {
  const t = await getTranslations('Locations');
  const offices = await getTranslations('Offices');
  const geometry = staticMapGeometry();

  return (
    <div className="absolute inset-0" data-testid="static-map">
      <svg
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        width={geometry.width}
        height={geometry.height}
        className="absolute inset-0 size-full"
        role="img"
        aria-label={t('staticMapAlt', copyValues)}
      >
        <rect width={geometry.width} height={geometry.height} className="fill-sky-50 dark:fill-slate-900" />
        <use href={`${shapesHref}#${staticMapShapes.land}`} className="fill-neutral-200 dark:fill-neutral-700" />
        <use
          href={`${shapesHref}#${staticMapShapes.officeCountries}`}
          className="fill-primary-200 stroke-primary-700 dark:fill-primary-900 dark:stroke-primary-400"
          strokeWidth={1}
          strokeLinejoin="round"
        />
      </svg>
      {geometry.markers.map((marker) => {
        const office = siteConfig.offices.find((o) => o.id === marker.id)!;
        const name = offices(`${office.id}.name`);
        return (
          <StaticMapMarker
            key={marker.id}
            officeId={marker.id}
            label={t('markerLabel', { office: name, country: offices(`${office.id}.country`) })}
            name={name}
            x={marker.x}
            y={marker.y}
            nameSide={nameSide[marker.id] ?? 'east'}
          />
        );
      })}
    </div>
  );
}
