import type { ServiceId } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

import type { SectorId } from '@/content/sectors';

type ServiceMeta = {
  /** Lucide icon of the service (cards, page header). */
  icon: string;
  /** Services a reader of this page usually needs next. */
  related: readonly ServiceId[];
  /** Sectors the service is typically bought for. */
  sectors: readonly SectorId[];
  /** External portal the page links out to. */
  portal?: keyof typeof siteConfig.portals;
};

/** Presentation facts of each service; the words live in the catalogues (Services, ServicePages). */
const facts = {
  engineering: {
    icon: 'drafting-compass',
    related: ['laserScanning', 'digitalTwin', 'dimensional'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'marine', 'renewable', 'nuclear']
  },
  laserScanning: {
    icon: 'scan-line',
    related: ['digitalTwin', 'engineering', 'vrs'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'marine', 'renewable', 'nuclear']
  },
  subsea: {
    icon: 'waves',
    related: ['recertification', 'dimensional', 'commissioning'],
    sectors: ['oilGas', 'marine']
  },
  dimensional: {
    icon: 'ruler',
    related: ['laserScanning', 'handheldScanning', 'engineering'],
    sectors: ['oilGas', 'petrochemical', 'marine', 'renewable', 'nuclear']
  },
  digitalTwin: {
    icon: 'boxes',
    related: ['laserScanning', 'vrs', 'epcs'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'renewable', 'nuclear']
  },
  handheldScanning: {
    icon: 'scan-eye',
    related: ['laserScanning', 'dimensional', 'engineering'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'marine', 'nuclear']
  },
  commissioning: {
    icon: 'circle-play',
    related: ['engineering', 'recertification', 'epcs'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'renewable']
  },
  recertification: {
    icon: 'gauge',
    related: ['subsea', 'commissioning', 'epcs'],
    sectors: ['oilGas', 'marine']
  },
  vrs: {
    icon: 'rotate-3d',
    related: ['laserScanning', 'digitalTwin', 'epcs'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'marine', 'renewable', 'nuclear'],
    portal: 'vrs'
  },
  epcs: {
    icon: 'layout-dashboard',
    related: ['digitalTwin', 'vrs', 'commissioning'],
    sectors: ['oilGas', 'petrochemical', 'marine', 'renewable'],
    portal: 'epcs'
  },
  gpr: {
    icon: 'radar',
    related: ['laserScanning', 'engineering', 'dimensional'],
    sectors: ['oilGas', 'petrochemical', 'pharmaceutical', 'renewable', 'nuclear']
  }
} as const satisfies Record<ServiceId, ServiceMeta>;

/** Read per service as its declared shape; `facts` keeps the literal one for the type below. */
export const serviceMeta: Record<ServiceId, ServiceMeta> = facts;

/** The services with a portal (ePCS, VRS): their pages, and only theirs, have the portal texts in the catalogues. */
export type ServiceWithPortal = { [S in ServiceId]: (typeof facts)[S] extends { portal: string } ? S : never }[ServiceId];
