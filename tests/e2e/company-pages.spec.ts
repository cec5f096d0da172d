import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { sectors } from '@/content/sectors';
import { members } from '@/content/management-team';
import { standards as hseqStandards } from '@/content/hseq-standards';
import { copyValues, siteConfig } from '@/lib/site-config';
import { catalogues, format, localeTable, localizedPath } from '../helpers/e2e/test-data';

type Locale = keyof typeof catalogues;
const company = siteConfig.name;

/** Exactly one <h1>, with the page's heading, and no heading level skipped in the main content. */
async function expectHeadings(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i]!, `heading ${i} after level ${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  // A missing message would show its key (e.g. "Introduction.who.heading").
  await expect(page.locator('main')).not.toContainText(/\b(Introduction|Sectors|Management|Hseq|Careers|Clients)\.[a-z]/);
}

async function sectionHeadings(page: Page): Promise<string[]> {
  return page.locator('main h2').allTextContents();
}

for (const { code: l } of localeTable) {
  const m = catalogues[l as Locale];

  test.describe(`${l}`, () => {
    test('About Us: who we are, sectors, offices and partner, people in figures, how we work', async ({ page }) => {
      const a = m.Introduction;
      await page.goto(localizedPath(l, '/introduction'));
      await expectHeadings(page, m.Pages.introduction.heading);
      expect(await sectionHeadings(page)).toEqual([
        a.who.heading,
        a.sectors.heading,
        format(a.offices.heading, copyValues, l),
        a.people.heading,
        a.work.heading,
        a.more.heading
      ]);

      const main = page.locator('main');
      await expect(main).toContainText(format(a.who.p1, { company, year: siteConfig.foundingYear }, l));
      await expect(main).toContainText(String(siteConfig.foundingYear));

      const sectorTitles = page.locator('#sectors h3');
      await expect(sectorTitles).toHaveText(sectors.map((s) => m.Sectors[s.id].name));

      const offices = page.getByTestId('about-offices').locator('li');
      await expect(offices).toHaveCount(siteConfig.offices.length);
      for (const office of siteConfig.offices) {
        const card = offices.filter({ has: page.getByRole('heading', { name: m.Offices[office.id].name }) });
        await expect(card).toContainText(m.Countries[office.country]);
        await expect(card).toContainText(office.partner ? a.offices.partner : a.offices.regional);
      }
      await expect(offices.filter({ hasText: a.offices.partner })).toHaveCount(1);
      await expect(page.locator('#offices').getByRole('link', { name: a.offices.link })).toHaveAttribute(
        'href',
        localizedPath(l, '/locations')
      );

      const figures = page.locator('#people dd');
      await expect(figures).toHaveText([
        format(a.people.items.professionals.value, { count: 250 }, l),
        format(a.people.items.surveyors.value, { count: 80 }, l),
        format(a.people.items.administration.value, { count: 20 }, l),
        format(a.people.items.offices.value, { count: 5 }, l)
      ]);
      for (const n of ['250', '80', '20']) await expect(page.locator('#people')).toContainText(n);

      await expect(page.locator('#how-we-work h3')).toHaveText([
        a.work.items.quality.title,
        a.work.items.safety.title,
        a.work.items.technology.title
      ]);
    });

    test('Management: a card per member with name, position, two notes and a drawn monogram', async ({ page }) => {
      await page.goto(localizedPath(l, '/management'));
      await expectHeadings(page, m.Pages.management.heading);
      const cards = page.locator('main article[data-member]');
      await expect(cards).toHaveCount(members.length);
      expect(members.length).toBeGreaterThanOrEqual(5);
      for (const [i, member] of members.entries()) {
        const entry = m.Management.members[member.id];
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(entry.name);
        await expect(card).toContainText(entry.position);
        await expect(card.locator('p')).toContainText([entry.bio1, format(entry.bio2, copyValues, l)]);
        const svg = card.locator('svg[aria-hidden="true"]');
        await expect(svg).toHaveCount(1);
        await expect(svg.locator('text')).toHaveText(entry.initials);
        await expect(svg).toHaveAttribute('width', /\d+/);
        await expect(svg).toHaveAttribute('height', /\d+/);
      }
      await expect(page.locator('main img')).toHaveCount(0);
    });

    test('HSEQ: policy, commitments and the ISO 9001, 14001 and 45001 framework', async ({ page }) => {
      const h = m.Hseq;
      await page.goto(localizedPath(l, '/hseq'));
      await expectHeadings(page, m.Pages.hseq.heading);
      expect(await sectionHeadings(page)).toEqual([h.policy.heading, h.commitments.heading, h.systems.heading, h.practice.heading]);
      await expect(page.locator('#policy')).toContainText(format(h.policy.p1, { company }));
      await expect(page.locator('#commitments h3')).toHaveCount(Object.keys(h.commitments.items).length);
      const standards = page.locator('[data-standard]');
      await expect(standards).toHaveCount(hseqStandards.length);
      for (const code of ['ISO 9001', 'ISO 14001', 'ISO 45001']) await expect(standards.filter({ hasText: code })).toHaveCount(1);
      await expect(page.getByRole('link', { name: h.contactLink })).toHaveAttribute('href', `${localizedPath(l, '/contact')}?to=hseq`);
    });

    test('Careers: why join, the roles and a localized link to the contact form set to careers', async ({ page }) => {
      const c = m.Careers;
      await page.goto(localizedPath(l, '/careers'));
      await expectHeadings(page, m.Pages.careers.heading);
      expect(await sectionHeadings(page)).toEqual([c.why.heading, c.roles.heading, c.apply.heading]);
      await expect(page.locator('#why-join')).toContainText(format(c.why.intro, copyValues, l));
      const roles = page.locator('[data-role]');
      await expect(roles.locator('h3')).toHaveText([
        c.roles.items.surveyors.title,
        c.roles.items.engineers.title,
        c.roles.items.designers.title,
        c.roles.items.offshore.title
      ]);
      await expect(page.locator('[data-role="designers"]')).toContainText(c.roles.items.designers.requirement);
      // Five years, in figures or in words (the English spells it, as its engineering page does).
      expect(c.roles.items.designers.requirement).toMatch(/\b5\b|five|пяти|beş|خمس/);
      await expect(page.locator('#apply li')).toHaveCount(Object.keys(c.apply.steps).length);

      const apply = page.getByTestId('careers-apply');
      await expect(apply).toHaveText(c.apply.cta);
      await expect(apply).toHaveAttribute('href', `${localizedPath(l, '/contact')}?to=careers`);
      await apply.click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(l, '/contact')}\\?to=careers$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages.contact.heading);
    });

    test('Clients: the statement with over 200 clients, sectors and work, no third-party logos', async ({ page }) => {
      const c = m.Clients;
      await page.goto(localizedPath(l, '/clients'));
      await expectHeadings(page, m.Pages.clients.heading);
      expect(await sectionHeadings(page)).toEqual([c.statement.heading, c.sectors.heading, c.approach.heading]);
      await expect(page.locator('#statement')).toContainText(format(c.statement.p1, { ...copyValues, year: siteConfig.foundingYear }, l));
      await expect(page.getByTestId('clients-figure')).toContainText('200');
      await expect(page.locator('#sectors h3')).toHaveText(sectors.map((s) => m.Sectors[s.id].name));
      await expect(page.locator('#approach h3')).toHaveCount(Object.keys(c.approach.items).length);
      await expect(page.locator('main img')).toHaveCount(0);
    });
  });
}
