import { ArtworkSvg, tone } from './artwork-svg';

/** Vessel on the surface, a subsea tree and manifold on the seabed, a metrology spool between their hubs. */
export function SubseaArtwork({ className }: { className?: string }) {
  return (
    <ArtworkSvg width={480} height={320} className={className}>
      {/* Sea surface and vessel */}
      <path className={tone.accent2} strokeWidth={1.5} d="M0 60q20-8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0" />
      <g className={tone.ink}>
        <path d="M150 60L160 76H290L300 60ZM180 60V42H230V60M245 60V30L285 50" />
      </g>
      {/* Seabed */}
      <path className={tone.muted} d="M0 292q60-8 120 0t120 0t120 0t120 0" />
      <path className={tone.muted} strokeWidth={1} d="M20 306h14M80 304h10M170 308h18M260 305h12M340 307h16M420 304h12" />
      {/* Lift wire / riser */}
      <path className={tone.muted} strokeWidth={1.5} strokeDasharray="6 6" d="M265 50V150" />
      {/* Subsea tree */}
      <g className={tone.ink}>
        <rect x={70} y={236} width={70} height={52} />
        <rect x={84} y={196} width={42} height={40} />
        <rect x={92} y={172} width={26} height={24} />
        <circle cx={105} cy={216} r={8} />
        <path d="M140 252H168M168 244V260" />
        <path d="M60 288H150" />
      </g>
      {/* Manifold */}
      <g className={tone.ink}>
        <rect x={330} y={246} width={110} height={42} />
        <path d="M340 246V230H430V246M356 230V216M414 230V216M310 262H330M310 254V270" />
        <circle cx={385} cy={267} r={9} />
      </g>
      {/* Spool between the hubs, with metrology */}
      <path className={tone.accent} strokeWidth={6} d="M176 252H200V210H280V252H302" />
      <g className={tone.accent2} strokeWidth={1.5}>
        <path d="M168 312H310M168 306v12M310 306v12" strokeDasharray="4 4" />
        <path d="M168 226q70-70 142 0" strokeDasharray="3 5" />
      </g>
      {/* ROV */}
      <g className={tone.ink}>
        <rect x={210} y={140} width={56} height={30} rx={4} />
        <circle cx={222} cy={176} r={5} />
        <circle cx={254} cy={176} r={5} />
      </g>
      <path className={tone.accent} strokeWidth={1.5} d="M226 170L184 236M250 170L300 236" strokeDasharray="2 5" />
    </ArtworkSvg>
  );
}
