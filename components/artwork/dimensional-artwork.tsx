import { ArtworkSvg, gridPath, tone } from './artwork-svg';

const holes = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4 + Math.PI / 8;
  return [300 + 72 * Math.cos(a), 150 + 72 * Math.sin(a)] as const;
});

/** A flange face measured from a total station: bolt circle, diameters, angles and sight lines to targets. */
export function DimensionalArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Flange */}
      <g className={tone.ink}>
        <circle cx={300} cy={150} r={96} />
        <circle cx={300} cy={150} r={44} />
        {holes.map(([x, y]) => (
          <circle key={`${x.toFixed(1)}-${y.toFixed(1)}`} cx={x.toFixed(1)} cy={y.toFixed(1)} r={9} />
        ))}
      </g>
      <circle className={tone.muted} cx={300} cy={150} r={72} strokeWidth={1} strokeDasharray="3 5" />
      {/* Centre lines and dimensions */}
      <g className={tone.accent2} strokeWidth={1.5}>
        <path d="M190 150H410M300 40V260" strokeDasharray="10 4 2 4" />
        <path d="M204 286H396M204 278v16M396 278v16M204 286l8-4M204 286l8 4M396 286l-8-4M396 286l-8 4" />
        <path d="M372 150a72 72 0 0 0-5.5-27.6" />
      </g>
      {/* Total station and sight lines */}
      <g className={tone.ink}>
        <path d="M70 220L46 292M70 220V292M70 220L94 292" />
        <rect x={56} y={176} width={28} height={44} rx={3} />
        <circle cx={70} cy={192} r={7} />
      </g>
      <g className={tone.accent} strokeWidth={1.5} strokeDasharray="4 5">
        <path d="M77 192L300 54M77 192L366 122M77 192L300 246" />
      </g>
      <g className={tone.accent}>
        <circle cx={300} cy={54} r={6} />
        <circle cx={366} cy={122} r={6} />
        <circle cx={300} cy={246} r={6} />
      </g>
      {/* Deviation tag */}
      <g className={tone.accent} strokeWidth={1.5}>
        <rect x={396} y={36} width={64} height={26} rx={4} />
        <path d="M396 62L372 84M406 49h20M432 49h18" />
      </g>
    </ArtworkSvg>
  );
}
