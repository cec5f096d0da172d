import { ArtworkSvg, tone } from './artwork-svg';

/** A browser showing a 360° panorama of a plant with hotspots, and the panoramic sphere it comes from. */
export function VrsArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      {/* Browser window */}
      <g className={tone.ink}>
        <rect x={20} y={60} width={330} height={230} rx={8} />
        <path d="M20 86H350" />
      </g>
      <g className={tone.muted}>
        <circle cx={36} cy={73} r={3} />
        <circle cx={48} cy={73} r={3} />
        <circle cx={60} cy={73} r={3} />
        <path d="M90 73H320" strokeWidth={1} />
      </g>
      {/* Panorama inside: horizon and plant silhouettes */}
      <path className={tone.muted} strokeWidth={1} d="M20 220q165 24 330 0" />
      <g className={tone.ink} strokeWidth={1.5}>
        <path d="M50 222V170H90V222M60 170V140H80V170M110 224V120H124V224M150 226V180q30-20 60 0V226M240 224V150H290V224M256 150V112M276 150V130M310 222V186H340" />
      </g>
      {/* Hotspots and walk path */}
      <g className={tone.accent}>
        <circle cx={117} cy={100} r={8} />
        <circle cx={117} cy={100} r={14} strokeWidth={1} />
        <circle cx={265} cy={96} r={8} />
        <circle cx={265} cy={96} r={14} strokeWidth={1} />
        <path d="M60 270L150 254L230 262L320 248" strokeDasharray="2 8" strokeWidth={3} />
      </g>
      {/* Panoramic sphere */}
      <g className={tone.accent2} strokeWidth={1.5}>
        <circle cx={400} cy={110} r={60} />
        <ellipse cx={400} cy={110} rx={60} ry={20} />
        <ellipse cx={400} cy={110} rx={24} ry={60} />
        <path d="M346 84H454M346 136H454M400 50V170" strokeWidth={1} />
      </g>
      <path className={tone.accent} strokeWidth={1.5} d="M400 180q0 40-50 60M360 230l-10 10l14 3" />
    </ArtworkSvg>
  );
}
