import { ArtworkSvg, cloudPath, gridPath, tone } from './artwork-svg';

/** A pipe rack captured as a point cloud by a scanner on a tripod. */
const rack = cloudPath(
  [
    [240, 90, 240, 280],
    [340, 90, 340, 280],
    [440, 90, 440, 280],
    [230, 110, 450, 110],
    [230, 190, 450, 190],
    [240, 150, 340, 110],
    [340, 150, 440, 110]
  ],
  7,
  1.4,
  7
);
const pipes = cloudPath(
  [
    [225, 96, 455, 96],
    [225, 176, 455, 176],
    [225, 160, 455, 160],
    [225, 144, 455, 144]
  ],
  9,
  2,
  23
);

export function LaserScanningArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      <path className={tone.muted} d="M20 282H460" />
      <path className={tone.accent} strokeWidth={3} d={rack} />
      <path className={tone.accent2} strokeWidth={3} d={pipes} />
      {/* Scanner */}
      <g className={tone.ink}>
        <path d="M90 210L60 282M90 210V282M90 210L120 282" />
        <rect x={76} y={170} width={28} height={40} rx={5} />
        <rect x={84} y={180} width={12} height={18} rx={2} />
      </g>
      <g className={tone.accent} strokeWidth={1.5} strokeDasharray="3 6">
        <path d="M96 189L240 96M96 189L340 144M96 189L440 176M96 189L240 270" />
      </g>
      <path className={tone.accent2} strokeWidth={1.5} d="M90 140a50 50 0 0 1 46 32M90 124a66 66 0 0 1 60 40" />
      {/* Targets */}
      <g className={tone.ink} strokeWidth={1.5}>
        <circle cx={180} cy={266} r={10} />
        <path d="M180 256v20M170 266h20" />
      </g>
    </ArtworkSvg>
  );
}
