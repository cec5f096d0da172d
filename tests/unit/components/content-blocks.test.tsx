import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeatureCard, FeatureGrid, type FeatureGridItem } from '@/components/ui/content-blocks';
import { readSource, sourceFiles } from '../../helpers/source-files';

const items: FeatureGridItem[] = [
  { id: 'quality', icon: 'badge-check', title: 'Quality', text: 'Checked twice.' },
  { id: 'safety', icon: 'hard-hat', title: 'Safety', text: 'Nobody gets hurt.', more: <p className="mt-3">More.</p> }
];

describe('FeatureGrid', () => {
  it('renders the list the company pages wrote out by hand: ul.grid > li > FeatureCard with the paragraph, then the rest', () => {
    const byHand = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <FeatureCard icon={item.icon} title={item.title}>
              <p>{item.text}</p>
              {item.more}
            </FeatureCard>
          </li>
        ))}
      </ul>
    );
    expect(renderToStaticMarkup(<FeatureGrid items={items} columns="thirds" />)).toBe(renderToStaticMarkup(byHand));
  });

  it("gives a card one child when it has nothing more, as by hand, so the page's inlined React tree is unchanged too", () => {
    type Element = { props: { children: unknown } };
    const cardOf = (item: FeatureGridItem) => {
      const list = FeatureGrid({ items: [item], columns: 'thirds' }) as unknown as Element;
      const [li] = list.props.children as Element[];
      return (li!.props.children as Element).props.children;
    };
    expect(Array.isArray(cardOf(items[0]!))).toBe(false);
    expect(renderToStaticMarkup(<>{cardOf(items[1]!)}</>)).toBe('<p>Nobody gets hurt.</p><p class="mt-3">More.</p>');
  });

  it('writes each layout out as classes Tailwind can find, and an item attribute when asked', () => {
    expect(renderToStaticMarkup(<FeatureGrid items={items} columns="quarters" />)).toMatch(
      /^<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"><li>/
    );
    expect(renderToStaticMarkup(<FeatureGrid items={items} columns="halves" />)).toMatch(/^<ul class="grid gap-6 md:grid-cols-2"><li>/);
    const withIds = renderToStaticMarkup(<FeatureGrid items={items} columns="row" itemAttribute="role" />);
    expect(withIds).toMatch(/^<ul class="grid gap-6 md:grid-cols-3"><li data-role="quality">/);
    expect(withIds).toContain('<li data-role="safety">');
  });

  it('is how the pages show feature cards: no page writes a FeatureCard of its own', () => {
    const own = sourceFiles(['.tsx'])
      .filter((file) => /^(app|components)\//.test(file) && !file.endsWith('/content-blocks.tsx'))
      .filter((file) => readSource(file).includes('<FeatureCard'));
    expect(own).toEqual([]);
  });
});
