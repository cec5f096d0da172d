import { ArtworkSvg, gridPath, tone } from './artwork-svg';

/** A BOP stack on the test stand, connected to a pressure gauge and a chart recorder. */
export function RecertificationArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Stack */}
      <g className={tone.ink}>
        <path d="M120 30H180V46H120Z" />
        <path d="M104 92q0-46 46-46t46 46Z" />
        <rect x={100} y={92} width={100} height={12} />
        <rect x={110} y={104} width={80} height={44} />
        <rect x={60} y={112} width={50} height={28} rx={4} />
        <rect x={190} y={112} width={50} height={28} rx={4} />
        <rect x={100} y={148} width={100} height={10} />
        <rect x={110} y={158} width={80} height={44} />
        <rect x={60} y={166} width={50} height={28} rx={4} />
        <rect x={190} y={166} width={50} height={28} rx={4} />
        <rect x={100} y={202} width={100} height={12} />
        <path d="M120 214V256H180V214M100 256H200" />
        <path d="M40 276H300M60 276V256H240V276" />
      </g>
      <path className={tone.accent} strokeWidth={1.5} strokeDasharray="2 5" d="M150 40V250" />
      {/* Test line to gauge and recorder */}
      <path className={tone.accent} strokeWidth={4} d="M200 236H300V176H340" />
      <g className={tone.ink}>
        <circle cx={380} cy={176} r={40} />
        <circle cx={380} cy={176} r={4} />
        <path d="M353 203l6-6M352 176h8M353 149l6 6M380 144v8M407 149l-6 6M408 176h-8" />
      </g>
      <path className={tone.accent} strokeWidth={3} d="M380 176L404 152" />
      {/* Chart recorder */}
      <g className={tone.ink} strokeWidth={1.5}>
        <rect x={334} y={236} width={100} height={60} rx={4} />
      </g>
      <path className={tone.accent2} strokeWidth={1.5} d="M344 284L360 284L368 252L424 252" />
    </ArtworkSvg>
  );
}
