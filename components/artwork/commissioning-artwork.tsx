import { ArtworkSvg, gridPath, tone } from './artwork-svg';

/** A process line as on a P&ID (vessel, pump, valve, instruments) beside a check sheet being signed off. */
export function CommissioningArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Vessel */}
      <g className={tone.ink}>
        <path d="M40 90q0-20 30-20t30 20V200q0 20-30 20t-30-20Z" />
        <path d="M100 190H140" />
        {/* Pump */}
        <circle cx={160} cy={190} r={20} />
        <path d="M150 176L178 190L150 204" />
        <path d="M180 190H210V110H236M264 110H300" />
        {/* Valve */}
        <path d="M236 98V122L264 98V122Z" />
        <path d="M250 110V90M240 90H260" />
      </g>
      {/* Instruments */}
      <g className={tone.accent2}>
        <circle cx={210} cy={60} r={14} />
        <path d="M210 74V110" strokeDasharray="3 4" />
        <circle cx={300} cy={160} r={14} />
        <path d="M300 110V146" strokeDasharray="3 4" />
      </g>
      {/* Flow arrow */}
      <path className={tone.accent} strokeWidth={4} d="M120 230H200M188 222l12 8l-12 8" />
      {/* Check sheet */}
      <g className={tone.ink}>
        <rect x={330} y={40} width={120} height={160} rx={4} />
        <path d="M370 40v-10h40v10" />
      </g>
      <g className={tone.muted} strokeWidth={1.5}>
        <path d="M372 76h60M372 106h60M372 136h60M372 166h44" />
      </g>
      <g className={tone.accent}>
        <path d="M344 74l6 6l10-12M344 104l6 6l10-12M344 134l6 6l10-12" />
      </g>
      <rect className={tone.accent2} x={344} y={158} width={14} height={14} rx={2} />
      {/* Ground line */}
      <path className={tone.muted} d="M30 270H450" />
      <path className={tone.accent} strokeWidth={1.5} d="M360 230a20 20 0 1 0 0.1 0M350 250l8 8l14-16" />
    </ArtworkSvg>
  );
}
