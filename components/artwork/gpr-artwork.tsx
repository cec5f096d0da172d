import { ArtworkSvg, tone } from './artwork-svg';

const surface = 100;
/** Depth scale: 0 to 7 m, one tick per metre. */
const ticks = Array.from({ length: 8 }, (_, m) => `M28 ${surface + m * 28}h${m % 7 === 0 ? 14 : 8}`).join('');

/** A GPR cart on the surface; buried pipes show as hyperbolas in the layered ground, to a depth of 7 m. */
export function GprArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      {/* Ground surface and layers */}
      <path className={tone.ink} d={`M20 ${surface}H460`} />
      <g className={tone.muted} strokeWidth={1}>
        <path d="M60 150q60-10 120 0t120 0t120 0t60 4M60 210q80 12 160 0t160 0t80-6M60 270q50-8 100 0t100 0t100 0t100 2" />
      </g>
      {/* Depth scale */}
      <path className={tone.accent2} strokeWidth={1.5} d={`M28 ${surface}V${surface + 7 * 28}${ticks}`} />
      {/* Cart */}
      <g className={tone.ink}>
        <rect x={120} y={64} width={70} height={26} rx={4} />
        <circle cx={134} cy={93} r={7} />
        <circle cx={176} cy={93} r={7} />
        <path d="M190 70L236 30M230 26L242 34" />
      </g>
      {/* Radar pulse */}
      <path className={tone.accent2} strokeWidth={1.5} d="M140 116q15 8 30 0M132 130q23 12 46 0M124 144q31 16 62 0" />
      {/* Hyperbolas over buried services */}
      <g className={tone.accent} strokeWidth={2.5}>
        <path d="M90 200Q150 118 210 200" />
        <path d="M230 160Q280 102 330 160" />
        <path d="M300 290Q370 196 440 290" />
      </g>
      <g className={tone.ink}>
        <circle cx={150} cy={166} r={7} />
        <circle cx={280} cy={136} r={6} />
        <circle cx={370} cy={252} r={9} />
      </g>
      {/* Marking on the surface */}
      <path className={tone.accent} strokeWidth={3} d="M150 96v8M280 96v8M370 96v8" />
    </ArtworkSvg>
  );
}
