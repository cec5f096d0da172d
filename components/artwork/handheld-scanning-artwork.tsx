import { ArtworkSvg, gridPath, tone } from './artwork-svg';

/** A hand-held scanner projecting laser lines onto a flanged valve body, the mesh forming behind. */
export function HandheldScanningArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Valve body with flanges and handwheel */}
      <g className={tone.ink}>
        <path d="M210 170H250M350 170H390" />
        <rect x={196} y={130} width={16} height={80} rx={2} />
        <rect x={388} y={130} width={16} height={80} rx={2} />
        <path d="M212 150H250q10-36 50-36t50 36H388M212 190H250q10 36 50 36t50-36H388" />
        <path d="M300 114V70M270 70H330" />
        <ellipse cx={300} cy={62} rx={40} ry={8} />
      </g>
      {/* Mesh already captured on the left half */}
      <g className={tone.accent} strokeWidth={1} opacity={0.8}>
        <path d="M212 150L232 170L212 190M232 170L250 150M232 170L250 190M250 150L262 126L280 118L300 114M262 126L272 150L250 150M272 150L290 140L280 118M290 140L300 114M272 150L300 170L290 140M300 170L250 190L272 196L300 226M272 196L300 170" />
      </g>
      {/* Reference targets */}
      <g className={tone.accent2}>
        <circle cx={330} cy={140} r={4} />
        <circle cx={360} cy={196} r={4} />
        <circle cx={226} cy={206} r={4} />
      </g>
      {/* Scanner */}
      <g className={tone.ink}>
        <path d="M70 220L120 190Q132 184 138 196L146 212Q150 222 140 228L92 256Q80 262 74 250L66 236Q62 226 70 220Z" />
        <path d="M102 244L118 290Q120 298 112 300L100 302Q92 302 92 294L88 256" />
        <circle cx={134} cy={204} r={3} />
      </g>
      {/* Laser fan */}
      <g className={tone.accent} strokeWidth={1.5}>
        <path d="M142 208L330 110M142 208L370 150M142 208L372 200M142 208L330 238" strokeDasharray="3 5" />
        <path d="M330 110L370 150L372 200L330 238" />
        <path d="M318 120L356 200M344 116L366 176" />
      </g>
    </ArtworkSvg>
  );
}
