import type { Member } from '@/content/management-team';

const tones = {
  primary: {
    ground: 'fill-primary-100 dark:fill-primary-950',
    lines: 'stroke-primary-300 dark:stroke-primary-800',
    text: 'fill-accent-hover'
  },
  secondary: {
    ground: 'fill-secondary-100 dark:fill-secondary-950',
    lines: 'stroke-secondary-300 dark:stroke-secondary-800',
    text: 'fill-secondary-800 dark:fill-secondary-200'
  }
} as const;

/** Contour lines, as on a survey plan; each member's are turned to a different angle. */
const contours = [
  'M-10 78 C 20 60, 45 92, 70 70 S 110 60, 130 74',
  'M-10 62 C 18 44, 48 76, 72 54 S 108 42, 130 58',
  'M-10 46 C 22 30, 50 58, 74 38 S 106 26, 130 42',
  'M-10 30 C 24 16, 52 40, 76 22 S 104 10, 130 26'
];

/**
 * An original placeholder portrait: the member's initials over survey-plan contour lines.
 * Decorative (the name is the card's heading), so hidden from assistive technology.
 */
export function Monogram({ member, initials, index, size = 96 }: { member: Member; initials: string; index: number; size?: number }) {
  const c = tones[member.tone];
  const clip = `monogram-${member.id}`;
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false" className="shrink-0">
      <defs>
        <clipPath id={clip}>
          <circle cx="60" cy="60" r="60" />
        </clipPath>
      </defs>
      <circle cx="60" cy="60" r="60" className={c.ground} />
      <g clipPath={`url(#${clip})`} transform={`rotate(${index * 55} 60 60)`} fill="none" strokeWidth="2" className={c.lines}>
        {contours.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <text x="60" y="60" dominantBaseline="central" textAnchor="middle" fontSize="40" fontWeight="700" className={`${c.text} font-sans`}>
        {initials}
      </text>
    </svg>
  );
}
