/**
 * Before `next build` (prebuild): lists the company facts still marked
 * `confirmed: false` (placeholders we wrote: counters, figures, people, addresses and
 * phones, accreditations, news dates), so that a company deploying the site knows
 * exactly what to replace. With SITE_FACTS_STRICT=1 the build fails while any remain.
 */
import { pathToFileURL } from 'node:url';
import en from '../../messages/en.json';
import { standards } from '../../content/hseq-standards';
import { members } from '../../content/management-team';
import { newsItems } from '../../content/news-items';
import { env } from '../../lib/env';
import { privacyWording } from '../../lib/privacy';
import { siteConfig } from '../../lib/site-config';

export type Fact = { group: string; source: string; item: string };

type Flag = { confirmed: boolean };
export type FactData = {
  config: {
    foundingYear: number;
    figures: Record<string, number>;
    counters: Record<string, number>;
    offices: readonly (Flag & { id: string; address: readonly string[]; phone: string })[];
    confirmed: { foundingYear: boolean; figures: Record<string, boolean>; counters: Record<string, boolean> };
  };
  members: readonly (Flag & { id: string })[];
  memberNames: Record<string, { name: string }>;
  newsItems: Record<string, readonly (Flag & { id: string; date: string })[]>;
  standards: readonly (Flag & { id: string })[];
  privacyWording: Flag;
};

const data: FactData = { config: siteConfig, members, memberNames: en.Management.members, newsItems, standards, privacyWording };

/** A value counts as confirmed only when its flag says true: a missing flag is a placeholder. */
function figuresOf(group: string, values: Record<string, number>, flags: Record<string, boolean>): Fact[] {
  return Object.entries(values)
    .filter(([key]) => flags[key] !== true)
    .map(([key, value]) => ({ group, source: 'lib/site-config.ts', item: `${key} ${value}` }));
}

/** Every fact of the config and content data not marked `confirmed: true`. */
export function unconfirmedFacts(d: FactData = data): Fact[] {
  const { config } = d;
  return [
    ...(config.confirmed.foundingYear ? [] : [{ group: 'Founding year', source: 'lib/site-config.ts', item: String(config.foundingYear) }]),
    ...figuresOf('Figures quoted in the copy', config.figures, config.confirmed.figures),
    ...figuresOf('Home page counters', config.counters, config.confirmed.counters),
    ...config.offices
      .filter((o) => !o.confirmed)
      .map((o) => ({
        group: 'Office addresses and phones',
        source: 'lib/site-config.ts',
        item: `${o.id} (${[...o.address, o.phone].join(', ')})`
      })),
    ...d.members
      .filter((m) => !m.confirmed)
      .map((m) => ({
        group: 'Management team',
        source: 'content/management-team.ts, messages/*.json Management.members',
        item: `${m.id} (${d.memberNames[m.id]?.name ?? 'no name'})`
      })),
    ...Object.entries(d.newsItems).flatMap(([year, items]) =>
      items
        .filter((i) => !i.confirmed)
        .map((i) => ({
          group: 'News items and dates',
          source: 'content/news-items.ts, messages/*.json News.items',
          item: `${year}/${i.id} ${i.date}`
        }))
    ),
    ...d.standards
      .filter((s) => !s.confirmed)
      .map((s) => ({ group: 'HSEQ management system standards', source: 'content/hseq-standards.ts', item: s.id })),
    ...(d.privacyWording.confirmed
      ? []
      : [
          {
            group: "Privacy notice (legal wording, read against each office country's law)",
            source: 'lib/privacy.ts, messages/*.json Privacy',
            item: 'the notice at /privacy'
          }
        ])
  ];
}

/** The build log's text, and whether the build may go on. */
export function factsReport(facts: Fact[], strict: boolean): { ok: boolean; text: string } {
  if (facts.length === 0) return { ok: true, text: 'Company facts: all confirmed.' };
  const groups = new Map<string, Fact[]>();
  for (const fact of facts) groups.set(fact.group, [...(groups.get(fact.group) ?? []), fact]);
  const sourceOf = (list: Fact[]) => list[0]?.source ?? '';
  const lines = [
    `${strict ? 'Error: ' : ''}${facts.length} company facts are placeholders not confirmed yet (confirmed: false). Replace them, then set confirmed: true:`,
    ...[...groups.entries()].map(([group, list]) => `  ${group} [${sourceOf(list)}]: ${list.map((f) => f.item).join('; ')}`),
    strict
      ? 'SITE_FACTS_STRICT=1: the build stops while any remain.'
      : 'Set SITE_FACTS_STRICT=1 to make the build fail while any remain (see README, "Before launch").'
  ];
  return { ok: !strict, text: lines.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok, text } = factsReport(unconfirmedFacts(), env('SITE_FACTS_STRICT'));
  (ok ? console.log : console.error)(text);
  if (!ok) process.exit(1);
}
