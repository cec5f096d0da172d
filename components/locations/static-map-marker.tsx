'use client';

import type { OfficeId } from '@/lib/site-config';
import { useOfficeDialogs } from './office-dialogs';

type Props = {
  officeId: OfficeId;
  /** Accessible name, e.g. "Baku, Azerbaijan: contact details" (contains the visible name). */
  label: string;
  name: string;
  /** Position in per cent of the map frame. Geographic, so physical (left/top), never mirrored. */
  x: number;
  y: number;
  /** Which side of the dot the visible name goes, so that close offices' names do not overlap. */
  nameSide: 'east' | 'west';
};

/**
 * An office on the static map: a button that opens the office's dialog. On a phone
 * the map is too small for six 24 px targets (Baku and Atyrau overlap, WCAG 2.5.8),
 * so there the markers are only drawn and the office cards, right beside the map,
 * open the same dialogs.
 */
export function StaticMapMarker({ officeId, label, name, x, y, nameSide }: Props) {
  const { openId, openFrom } = useOfficeDialogs();
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-accent md:hidden"
        style={{ left: `${x}%`, top: `${y}%` }}
      />
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={openId === officeId}
        data-testid="static-map-marker"
        data-office={officeId}
        onClick={(event) => openFrom(officeId, event.currentTarget)}
        className="group absolute hidden size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full md:flex"
        style={{ left: `${x}%`, top: `${y}%` }}
      >
        <span aria-hidden="true" className="size-3.5 rounded-full border-2 border-background bg-accent shadow group-hover:scale-125" />
        <span
          aria-hidden="true"
          className="absolute top-1/2 hidden -translate-y-1/2 rounded bg-background/90 px-1.5 text-xs leading-5 font-semibold whitespace-nowrap text-foreground shadow-sm lg:block"
          style={nameSide === 'east' ? { left: 'calc(100% + 2px)' } : { right: 'calc(100% + 2px)' }}
        >
          {name}
        </span>
      </button>
    </>
  );
}
