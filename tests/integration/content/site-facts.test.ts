import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { factsReport, unconfirmedFacts, type FactData } from '@/scripts/build/site-facts';
import { standards } from '@/content/hseq-standards';
import { members } from '@/content/management-team';
import { newsItems } from '@/content/news-items';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';

const run = promisify(execFile);

/** The repository's data with every flag set to `confirmed`. */
function allConfirmed(): FactData {
  const yes = (record: Record<string, unknown>) => Object.fromEntries(Object.keys(record).map((k) => [k, true]));
  const confirm = <T extends object>(list: readonly T[]) => list.map((x) => ({ ...x, confirmed: true }));
  const news: FactData['newsItems'] = newsItems;
  return {
    config: {
      ...siteConfig,
      offices: confirm(siteConfig.offices),
      confirmed: { foundingYear: true, figures: yes(siteConfig.figures), counters: yes(siteConfig.counters) }
    },
    members: confirm(members),
    memberNames: en.Management.members,
    newsItems: Object.fromEntries(Object.entries(news).map(([year, items]) => [year, confirm(items)])),
    standards: confirm(standards),
    privacyWording: { confirmed: true }
  };
}

describe('unconfirmed company facts', () => {
  it('lists every placeholder in the data: figures, counters, offices, people, news dates, standards', () => {
    const facts = unconfirmedFacts();
    const count = (group: string) => facts.filter((f) => f.group === group).length;
    expect(count('Founding year')).toBe(1);
    expect(count('Figures quoted in the copy')).toBe(Object.keys(siteConfig.figures).length);
    expect(count('Home page counters')).toBe(Object.keys(siteConfig.counters).length);
    expect(count('Office addresses and phones')).toBe(siteConfig.offices.length);
    expect(count('Management team')).toBe(members.length);
    expect(count('News items and dates')).toBe(Object.values(newsItems).flat().length);
    expect(count('HSEQ management system standards')).toBe(standards.length);
    expect(facts.find((f) => f.group === 'Office addresses and phones')?.item).toContain(siteConfig.offices[0].phone);
  });

  it('lists no office count of its own: counted from the offices, it is confirmed with them', () => {
    expect(Object.keys(siteConfig.confirmed.figures).sort()).toEqual(Object.keys(siteConfig.figures).sort());
    expect(unconfirmedFacts().filter((f) => /^regionalOffices\b/.test(f.item))).toEqual([]);
  });

  it('drops a fact once confirmed, and counts a figure without a flag as unconfirmed', () => {
    expect(unconfirmedFacts(allConfirmed())).toEqual([]);
    const d = allConfirmed();
    d.members = d.members.map((m, i) => (i === 0 ? { ...m, confirmed: false } : m));
    d.config.confirmed.counters = { ...d.config.confirmed.counters, coffee: false };
    delete d.config.confirmed.figures.clients;
    expect(unconfirmedFacts(d).map((f) => f.item)).toEqual([
      `clients ${siteConfig.figures.clients}`,
      `coffee ${siteConfig.counters.coffee}`,
      `${members[0].id} (${en.Management.members[members[0].id].name})`
    ]);
  });

  it('lists the privacy notice until its legal wording is confirmed, and the strict build stops for it alone', () => {
    const group = (d: FactData) => unconfirmedFacts(d).filter((f) => f.group.startsWith('Privacy notice'));
    expect(group(allConfirmed())).toEqual([]);
    const draft = { ...allConfirmed(), privacyWording: { confirmed: false } };
    expect(group(draft)).toHaveLength(1);
    expect(factsReport(unconfirmedFacts(draft), true)).toMatchObject({ ok: false, text: expect.stringContaining('Privacy notice') });
    expect(unconfirmedFacts().some((f) => f.group.startsWith('Privacy notice'))).toBe(true);
  });

  it('reports: a list that lets the build go on, or in strict mode stops it', () => {
    const facts = unconfirmedFacts();
    const lenient = factsReport(facts, false);
    expect(lenient.ok).toBe(true);
    expect(lenient.text).toMatch(new RegExp(`^${facts.length} company facts`));
    expect(lenient.text).toContain('2008/founded 2008-03-17');
    const strict = factsReport(facts, true);
    expect(strict.ok).toBe(false);
    expect(strict.text).toMatch(/^Error: /);
    expect(factsReport([], true)).toEqual({ ok: true, text: 'Company facts: all confirmed.' });
  });

  it('the prebuild script exits 1 under SITE_FACTS_STRICT=1 and 0 without it', async () => {
    const script = ['tsx', 'scripts/build/site-facts.ts'];
    const lenient = await run('npx', script, { env: { ...process.env, SITE_FACTS_STRICT: '' } });
    expect(lenient.stdout).toContain('company facts are placeholders');
    const strict = await run('npx', script, { env: { ...process.env, SITE_FACTS_STRICT: '1' } }).then(
      () => null,
      (error: { code: number; stderr: string }) => error
    );
    expect(strict?.code).toBe(1);
    expect(strict?.stderr).toContain('SITE_FACTS_STRICT=1: the build stops');
  });
});
