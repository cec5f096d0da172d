import type { ComponentType } from 'react';
import type { ServiceId } from '@/lib/routes';
import { CommissioningArtwork } from './commissioning-artwork';
import { DigitalTwinArtwork } from './digital-twin-artwork';
import { DimensionalArtwork } from './dimensional-artwork';
import { EngineeringArtwork } from './engineering-artwork';
import { EpcsArtwork } from './epcs-artwork';
import { GprArtwork } from './gpr-artwork';
import { HandheldScanningArtwork } from './handheld-scanning-artwork';
import { LaserScanningArtwork } from './laser-scanning-artwork';
import { RecertificationArtwork } from './recertification-artwork';
import { SubseaArtwork } from './subsea-artwork';
import { VrsArtwork } from './vrs-artwork';

const artwork: Record<ServiceId, ComponentType<{ className?: string }>> = {
  engineering: EngineeringArtwork,
  laserScanning: LaserScanningArtwork,
  subsea: SubseaArtwork,
  dimensional: DimensionalArtwork,
  digitalTwin: DigitalTwinArtwork,
  handheldScanning: HandheldScanningArtwork,
  commissioning: CommissioningArtwork,
  recertification: RecertificationArtwork,
  vrs: VrsArtwork,
  epcs: EpcsArtwork,
  gpr: GprArtwork
};

/** The illustration of a service (decorative, fixed size). */
export function ServiceArtwork({ id, className }: { id: ServiceId; className?: string }) {
  const Artwork = artwork[id];
  return <Artwork className={className} />;
}
