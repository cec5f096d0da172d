import type { ReactNode } from 'react';
import { AppIcon } from '@/components/ui/icon';

type SectionProps = {
  /** Anchor and heading id of the section. */
  id: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
  /** A tinted band, to set sections apart on long pages. */
  tinted?: boolean;
};

/** A content section of a company page: an <h2> with an optional lead paragraph, then its content. */
export function ContentSection({ id, heading, intro, children, tinted }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tinted ? 'bg-surface-tinted' : undefined}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-strong sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * A card with an icon, an <h3> title and its text.
 * @internal
 */
export function FeatureCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-lg border border-border bg-background p-6">
      <span className="inline-flex size-11 items-center justify-center rounded-md bg-accent-soft text-accent">
        <AppIcon name={icon} size={22} />
      </span>
      <h3 className="text-lg font-semibold text-strong">{title}</h3>
      <div className="text-muted">{children}</div>
    </div>
  );
}

/** The grid layouts of feature cards: columns by breakpoint, as written out for Tailwind to find. */
const featureGridColumns = {
  /** Two, then three side by side (sectors, commitments). */
  thirds: 'sm:grid-cols-2 lg:grid-cols-3',
  /** Two, then four side by side (four short points). */
  quarters: 'sm:grid-cols-2 lg:grid-cols-4',
  /** Two side by side from medium screens (cards with longer text). */
  halves: 'md:grid-cols-2',
  /** Three side by side from medium screens (exactly three cards). */
  row: 'md:grid-cols-3'
} as const;

export type FeatureGridItem = {
  id: string;
  icon: string;
  title: string;
  /** The card's paragraph. */
  text: string;
  /** Whatever follows the paragraph in the card. */
  more?: ReactNode;
};

/**
 * A list of feature cards, one per item, in a grid: what every company page's card
 * sections share. `itemAttribute` names a data attribute (data-<name>) that carries
 * each item's id, for tests and links to find one card.
 */
export function FeatureGrid({
  items,
  columns,
  itemAttribute
}: {
  items: readonly FeatureGridItem[];
  columns: keyof typeof featureGridColumns;
  itemAttribute?: string;
}) {
  return (
    <ul className={`grid gap-6 ${featureGridColumns[columns]}`}>
      {items.map((item) => (
        <li key={item.id} {...(itemAttribute ? { [`data-${itemAttribute}`]: item.id } : {})}>
          <FeatureCard icon={item.icon} title={item.title}>
            {/* One child when there is nothing more: a card with no second paragraph adds no
                empty node to the page's flight data (the React tree inlined in the HTML). */}
            {item.more === undefined ? (
              <p>{item.text}</p>
            ) : (
              <>
                <p>{item.text}</p>
                {item.more}
              </>
            )}
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}

/** A big figure with its label, e.g. "250+" professionals. */
export function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col gap-1 border-s-4 border-accent-line ps-4">
      <dt className="order-2 text-muted">{label}</dt>
      <dd className="order-1 text-4xl font-bold text-strong tabular-nums">{value}</dd>
    </div>
  );
}
