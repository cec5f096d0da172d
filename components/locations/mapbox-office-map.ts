/**
 * The interactive office map. This module (and mapbox-gl with it) is only ever
 * loaded with a dynamic import() by InteractiveOfficeMap, once the map frame has
 * scrolled into view: it is in no page's initial JavaScript.
 */
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import type { OfficeId } from '@/lib/site-config';

/**
 * Mapbox's right-to-left text plugin from the npm package, emitted by the bundler
 * as a static file of this site: nothing is fetched from a CDN.
 */
const rtlTextPlugin = new URL('../../node_modules/@mapbox/mapbox-gl-rtl-text/dist/mapbox-gl-rtl-text.js', import.meta.url);

export type MapTheme = 'light' | 'dark';

const mapStyles: Record<MapTheme, string> = {
  light: 'mapbox://styles/mapbox/light-v11',
  dark: 'mapbox://styles/mapbox/dark-v11'
};

export type MapOffice = {
  id: OfficeId;
  /** Accessible name of the marker. */
  label: string;
  /** [longitude, latitude] */
  coordinates: readonly [number, number];
};

/** Mapbox's interface strings, translated (keys of mapbox-gl's default locale). */
export type MapUiStrings = {
  'Map.Title': string;
  'NavigationControl.ZoomIn': string;
  'NavigationControl.ZoomOut': string;
  'NavigationControl.ResetBearing': string;
  'ScrollZoomBlocker.CtrlMessage': string;
  'ScrollZoomBlocker.CmdMessage': string;
  'TouchPanBlocker.Message': string;
  'AttributionControl.ToggleAttribution': string;
  'LogoControl.Title': string;
};

export type OfficeMapOptions = {
  container: HTMLElement;
  token: string;
  /** The page's language: map labels in it where Mapbox has them, else in the local language. */
  language: string;
  rtl: boolean;
  theme: MapTheme;
  offices: readonly MapOffice[];
  strings: MapUiStrings;
  onSelect: (id: OfficeId, marker: HTMLElement) => void;
  /** The style and first tiles are drawn. */
  onReady: () => void;
  /** The map cannot be shown (style unreachable, WebGL context failure…): show the static map. */
  onFail: (error: unknown) => void;
};

export type OfficeMapHandle = {
  setTheme: (theme: MapTheme) => void;
  remove: () => void;
};

function loadRtlTextPlugin() {
  if (mapboxgl.getRTLTextPluginStatus() !== 'unavailable') return;
  const url = new URL(rtlTextPlugin.href, window.location.href).href;
  // Not lazy: Arabic labels are certain on an Arabic page.
  mapboxgl.setRTLTextPlugin(
    url,
    (error) => {
      if (error) console.error('Mapbox RTL text plugin failed to load', error);
    },
    false
  );
}

export function createOfficeMap(options: OfficeMapOptions): OfficeMapHandle {
  if (options.rtl) loadRtlTextPlugin();

  const bounds = new mapboxgl.LngLatBounds();
  for (const office of options.offices) bounds.extend([office.coordinates[0], office.coordinates[1]]);

  const map = new mapboxgl.Map({
    container: options.container,
    accessToken: options.token,
    style: mapStyles[options.theme],
    bounds,
    fitBoundsOptions: { padding: 48 },
    projection: 'mercator',
    language: options.language,
    locale: options.strings,
    // Page scrolling stays with the page: zooming needs Ctrl/⌘, panning two fingers.
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    // No performance telemetry to Mapbox.
    performanceMetricsCollection: false,
    collectResourceTiming: false
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), options.rtl ? 'top-left' : 'top-right');

  for (const office of options.offices) {
    const button = document.createElement('button');
    button.type = 'button';
    // Mapbox gives a marker element role="img" unless it has a role of its own.
    button.setAttribute('role', 'button');
    button.setAttribute('aria-label', office.label);
    button.setAttribute('aria-haspopup', 'dialog');
    button.dataset.testid = 'map-marker';
    button.dataset.office = office.id;
    button.className =
      'group flex size-7 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
    const dot = document.createElement('span');
    dot.setAttribute('aria-hidden', 'true');
    dot.className = 'size-4 rounded-full border-2 border-background bg-accent shadow group-hover:scale-125';
    button.append(dot);
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      options.onSelect(office.id, button);
    });
    new mapboxgl.Marker({ element: button, anchor: 'center' }).setLngLat([office.coordinates[0], office.coordinates[1]]).addTo(map);
  }

  let loaded = false;
  let failed = false;
  map.once('load', () => {
    loaded = true;
    if (!failed) options.onReady();
  });
  map.on('error', (event: { error?: unknown; sourceId?: string; tile?: unknown }) => {
    // A missing tile or source after the map is up leaves a usable map; a style that
    // never arrives (no network, a wrong token) does not.
    if (loaded || failed || event.sourceId || event.tile) return;
    failed = true;
    options.onFail(event.error);
  });
  map.on('webglcontextlost', () => {
    if (failed) return;
    failed = true;
    options.onFail(new Error('WebGL context lost'));
  });

  let theme = options.theme;
  return {
    setTheme(next) {
      if (next === theme) return;
      theme = next;
      map.setStyle(mapStyles[next]);
    },
    remove() {
      map.remove();
    }
  };
}
