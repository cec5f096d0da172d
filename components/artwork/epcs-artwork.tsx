import { ArtworkSvg, tone } from './artwork-svg';

/** A project control dashboard: module list, progress bars, a trend line, a utilisation dial and a register. */
export function EpcsArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      <g className={tone.ink}>
        <rect x={20} y={20} width={440} height={280} rx={10} />
        <path d="M20 52H460M120 52V300" />
      </g>
      {/* Module list */}
      <g className={tone.muted} strokeWidth={1.5}>
        <path d="M56 80h44M56 108h44M56 136h44M56 164h44M56 192h44M56 220h44M56 248h44" />
      </g>
      <g className={tone.accent}>
        <rect x={36} y={74} width={12} height={12} rx={2} />
        <rect x={36} y={102} width={12} height={12} rx={2} />
        <rect x={36} y={130} width={12} height={12} rx={2} />
      </g>
      <g className={tone.accent2}>
        <rect x={36} y={158} width={12} height={12} rx={2} />
        <rect x={36} y={186} width={12} height={12} rx={2} />
        <rect x={36} y={214} width={12} height={12} rx={2} />
        <rect x={36} y={242} width={12} height={12} rx={2} />
      </g>
      {/* Bar chart */}
      <path className={tone.muted} strokeWidth={1} d="M140 170H300M140 70V170" />
      <g className={tone.accent} strokeWidth={14} strokeLinecap="butt">
        <path d="M162 170V130M192 170V110M222 170V120M252 170V90M282 170V100" />
      </g>
      {/* Trend line */}
      <path className={tone.accent2} strokeWidth={2.5} d="M150 260L190 240L230 248L270 214L300 200" />
      <path className={tone.muted} strokeWidth={1} d="M140 280H300M140 190V280" />
      {/* Utilisation dial */}
      <circle className={tone.muted} cx={380} cy={120} r={44} strokeWidth={10} />
      <circle
        className={tone.accent}
        cx={380}
        cy={120}
        r={44}
        strokeWidth={10}
        strokeLinecap="butt"
        strokeDasharray="200 277"
        transform="rotate(-90 380 120)"
      />
      {/* Register rows */}
      <g className={tone.muted} strokeWidth={1.5}>
        <path d="M330 200H440M330 226H440M330 252H440M330 278H440" />
      </g>
      <g className={tone.accent}>
        <path d="M330 200h50M330 226h80M330 252h30" strokeWidth={3} />
      </g>
    </ArtworkSvg>
  );
}
