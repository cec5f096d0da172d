import { ArtworkSvg, gridPath, tone } from './artwork-svg';

/** A vessel and its piping on the left, its tagged wireframe twin on the right, kept in sync. */
export function DigitalTwinArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <path className={tone.grid} strokeWidth={1} d={gridPath(480, 320, 32)} />
      {/* Physical asset */}
      <g className={tone.ink}>
        <path d="M60 100q0-30 40-30t40 30V230q0 30-40 30t-40-30Z" />
        <path d="M140 130H190V200M140 210H170" />
        <circle cx={190} cy={212} r={12} />
        <path d="M76 260L66 284M124 260L134 284M50 284H150" />
      </g>
      {/* Twin, as a wireframe */}
      <g className={tone.accent}>
        <path d="M300 100q0-30 40-30t40 30V230q0 30-40 30t-40-30Z" />
        <path d="M380 130H430V200M380 210H410" />
        <circle cx={430} cy={212} r={12} />
        <path d="M316 260L306 284M364 260L374 284M290 284H390" />
      </g>
      <g className={tone.accent} strokeWidth={1} opacity={0.7}>
        <path d="M300 120h80M300 150h80M300 180h80M300 210h80M320 74V262M340 70V264M360 74V262" />
      </g>
      {/* Sync arrows */}
      <g className={tone.accent2}>
        <path d="M210 120q40-30 80 0M282 112l8 8l-11 3" />
        <path d="M290 236q-40 30-80 0M218 244l-8-8l11-3" />
      </g>
      {/* Tags with leader lines */}
      <g className={tone.accent2} strokeWidth={1.5}>
        <path d="M430 212L452 246M380 100L420 60M340 170L250 170" />
        <rect x={438} y={246} width={34} height={20} rx={3} />
        <rect x={412} y={40} width={52} height={20} rx={3} />
        <rect x={214} y={160} width={36} height={20} rx={3} />
      </g>
    </ArtworkSvg>
  );
}
