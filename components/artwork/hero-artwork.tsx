import { ArtworkSvg, cloudPath, gridPath, tone } from './artwork-svg';

const W = 520;
const H = 380;

/** Offshore platform surveyed by a terrestrial laser scanner: its topsides already a point cloud. */
const platformCloud = cloudPath(
  [
    [290, 150, 410, 150],
    [290, 150, 290, 186],
    [410, 150, 410, 186],
    [300, 120, 350, 120],
    [300, 120, 300, 150],
    [350, 120, 350, 150],
    [355, 130, 400, 130],
    [355, 130, 355, 150],
    [400, 130, 400, 150],
    [420, 186, 437, 80],
    [460, 186, 443, 80],
    [424, 162, 456, 138],
    [456, 162, 424, 138],
    [429, 120, 451, 104]
  ],
  6,
  1.2,
  11
);

export function HeroArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={W} height={H} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(W, H, 40)} />
      {/* Sea, seabed, quay */}
      <g className={tone.accent2} strokeWidth={1.5}>
        <path d="M230 290q15-6 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0" />
        <path d="M250 304q15-5 30 0t30 0M400 310q15-5 30 0t30 0" opacity={0.6} />
      </g>
      <path
        className={tone.muted}
        d="M230 362H510M20 300H220M30 300l-10 12M60 300l-10 12M90 300l-10 12M150 300l-10 12M180 300l-10 12M210 300l-10 12"
      />
      {/* Jacket */}
      <g className={tone.ink}>
        <path d="M300 200L285 360M450 200L465 360M295.3 250H454.7M290.2 305H459.8M300 200L454.7 250M450 200L295.3 250M295.3 250L459.8 305M454.7 250L290.2 305M290.2 305L465 360M459.8 305L285 360" />
        <rect x={280} y={186} width={190} height={14} />
        <path d="M320 120V100L270 70V100M470 192L505 142" />
      </g>
      <path className={tone.accent} d="M505 142q-6-10 0-20q6 10 0 20" />
      {/* Point cloud of the upper structure */}
      <path className={tone.accent} strokeWidth={3} d={platformCloud} />
      {/* Scanner on its tripod, its beams and sweep */}
      <g className={tone.ink}>
        <path d="M120 232L92 300M120 232V300M120 232L148 300" />
        <rect x={108} y={198} width={24} height={34} rx={4} />
        <circle cx={120} cy={212} r={6} />
      </g>
      <g className={tone.accent} strokeWidth={1.5} strokeDasharray="4 6">
        <path d="M126 212L300 186M126 212L350 120M126 212L437 80M126 212L455 250" />
      </g>
      <path className={tone.accent2} d="M160 172a56 56 0 0 1 16 52M168 160a72 72 0 0 1 22 70" strokeWidth={1.5} />
      {/* Survey targets */}
      <g className={tone.accent2}>
        <circle cx={205} cy={286} r={8} />
        <path d="M197 286H213M205 278V294" />
        <circle cx={40} cy={286} r={8} />
        <path d="M32 286H48M40 278V294" />
      </g>
    </ArtworkSvg>
  );
}
