import { ArtworkSvg, gridPath, tone } from './artwork-svg';

/** An isometric piping drawing: pipe route with valve and flanges, dimension lines and a title block. */
export function EngineeringArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Isometric guide lines */}
      <path className={tone.muted} strokeWidth={1} strokeDasharray="2 6" d="M40 250L216 148M216 148V60M216 60L380 155M380 155V250" />
      {/* Pipe route */}
      <g className={tone.accent} strokeWidth={7}>
        <path d="M60 238L196 160q20-11 20-31V82q0-22 19-11L360 143q20 12 20 35V232" />
      </g>
      {/* Flanges, valve, support */}
      <g className={tone.ink}>
        <path d="M52 228l16 22M120 190l16 22" />
        <path d="M270 90l-6 24l30 -6z" />
        <path d="M300 108l6-24l-30 6z" />
        <path d="M372 232h16M366 244h28M380 244v24M364 268h32" />
        <path d="M206 100h20M206 120h20" />
      </g>
      {/* Dimension lines */}
      <g className={tone.accent2} strokeWidth={1.5}>
        <path d="M72 268L190 200M72 268l-4-7M72 268l8-1M190 200l-8 1M190 200l4 7" />
        <path d="M250 60L356 121M250 60l3 8M250 60l8 0M356 121l-8 0M356 121l-3-8" />
        <path d="M420 178V232M414 178h12M414 232h12" />
      </g>
      {/* Title block */}
      <g className={tone.ink} strokeWidth={1.5}>
        <rect x={300} y={262} width={160} height={44} />
        <path d="M300 280H460M380 262V306M400 280V306" />
      </g>
      <path className={tone.muted} strokeWidth={1.5} d="M310 271h50M390 271h60M310 293h58M410 293h40" />
    </ArtworkSvg>
  );
}
