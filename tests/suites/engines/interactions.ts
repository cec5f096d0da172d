/**
 * The smoke suite's interactive checks: the phone menu, the search, an office dialog and
 * the contact form with a CV. The menu and the dialog are tried in one language of each
 * direction (the sheet's side and the focus return are what differ); the search in every
 * language (each has its own index); the form once per engine (below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { waitFor, type EngineTab } from '../../helpers/engines/engine-tab';
import { attributeOf, describeReport, desktop, hasFocus, start, waitForElement, type SmokeContext } from './pages';
import { catalogues, contactPath, localeTable, localizedPath, locationsPath, serviceId, servicePath } from './site';

const phone = { width: 390, height: 844 };
/** The first language of each writing direction: English and Arabic. */
const oneOfEachDirection = localeTable.filter((l, i, all) => all.findIndex((o) => o.dir === l.dir) === i);
const rtl = localeTable.find((l) => l.dir === 'rtl') ?? localeTable[0];

async function expectNoReports(tab: EngineTab): Promise<void> {
  expect((await tab.takeReports()).map(describeReport), tab.name).toEqual([]);
}

export function defineInteractionTests({ tab, url }: SmokeContext): void {
  test(`at ${phone.width} px the menu opens as a sheet from the inline end and closes (${oneOfEachDirection.map((l) => l.code).join(', ')})`, async () => {
    const button = 'button[data-testid="mobile-menu-open"]';
    const dialog = '[role="dialog"]';
    await tab().setViewport(phone.width, phone.height);
    try {
      for (const { code, dir } of oneOfEachDirection) {
        await start(tab(), url(code, '/'), 'the phone menu');
        await tab().click(button);
        await waitForElement(tab(), `${code}: the menu to open`, dialog);
        expect(await attributeOf(tab(), button, 'aria-expanded'), code).toBe('true');
        // From the inline end: the right, or the left in a right-to-left language.
        const onTheRight = await tab().evaluate((d: string) => {
          const box = document.querySelector(d)!.getBoundingClientRect();
          return box.left + box.width / 2 > window.innerWidth / 2;
        }, dialog);
        expect(onTheRight, `${code}: the sheet on the right`).toBe(dir === 'ltr');
        await tab().click(`${dialog} button[aria-label=${JSON.stringify(catalogues[code].MobileMenu.close)}]`);
        await waitForElement(tab(), `${code}: the close button to close the menu`, dialog, false);
        await tab().click(button);
        await waitForElement(tab(), `${code}: the menu to open again`, dialog);
        await tab().pressEscape();
        await waitForElement(tab(), `${code}: Escape to close the menu`, dialog, false);
        expect(await hasFocus(tab(), button), `${code}: focus back on the menu button`).toBe(true);
        await expectNoReports(tab());
      }
    } finally {
      await tab().setViewport(desktop.width, desktop.height);
    }
  });

  test(`search (Pagefind's WebAssembly, under the CSP) offers ${servicePath} for its name, in every language`, async () => {
    const dialog = '[data-testid="search-dialog"]';
    for (const { code } of localeTable) {
      const query = catalogues[code].Services[serviceId].name;
      await start(tab(), url(code, '/'), 'search');
      await tab().click('button[data-testid="search-open"]');
      await waitForElement(tab(), `${code}: the search dialog`, dialog);
      await tab().type(`${dialog} input[type="search"]`, query);
      const result = `${dialog} a[data-result][href=${JSON.stringify(localizedPath(code, servicePath))}]`;
      await waitForElement(tab(), `${code}: "${query}" to offer ${servicePath}`, result);
      await tab().pressEscape();
      await waitForElement(tab(), `${code}: Escape to close the search`, dialog, false);
      await expectNoReports(tab());
    }
  });

  test(`the first office's dialog on ${locationsPath} opens, closes on Escape and gives focus back (${oneOfEachDirection.map((l) => l.code).join(', ')})`, async () => {
    const trigger = '[data-testid="office-dialog-trigger"]';
    const dialog = '[data-testid="office-dialog"]';
    for (const { code } of oneOfEachDirection) {
      await start(tab(), url(code, locationsPath), 'the office dialog');
      await tab().click(trigger);
      await waitForElement(tab(), `${code}: the office dialog`, dialog);
      await tab().pressEscape();
      await waitForElement(tab(), `${code}: Escape to close the dialog`, dialog, false);
      expect(await hasFocus(tab(), trigger), `${code}: focus back on the button`).toBe(true);
      await expectNoReports(tab());
    }
  });

  // One post per engine, in the right-to-left language. The server's store is new for the
  // run, so the two posts stay within the rate limit (rateLimit in lib/enquiries/limits.ts).
  test(`${rtl.code}: the contact form with a PDF CV is sent and confirmed in its status line`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-smoke-cv-'));
    const cv = path.join(dir, 'Leyla CV.pdf');
    fs.writeFileSync(cv, pdf('Leyla Hasanova'));
    try {
      await start(tab(), url(rtl.code, contactPath), 'the contact form');
      await tab().type('#contact-name', 'Leyla Həsənova');
      await tab().type('#contact-email', `leyla.${Date.now()}@example.org`);
      await tab().type('#contact-message', 'We need a dimensional control survey of two subsea spools in Baku.');
      // Each select takes its first real option, with the change event a visitor's choice sends.
      await tab().evaluate(() => {
        for (const select of document.querySelectorAll<HTMLSelectElement>('form select')) {
          select.value = [...select.options].find((o) => o.value)!.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
      await tab().upload('#contact-cv', cv);
      await tab().click('form button[type="submit"]');
      const success = catalogues[rtl.code].ContactForm.success;
      await waitFor(
        tab(),
        'the status line to confirm the enquiry',
        (text: string) => document.querySelector('form p[role="status"]')?.textContent === text,
        [success],
        20_000
      );
      expect(await tab().evaluate(() => (document.getElementById('contact-name') as HTMLInputElement).value), 'the form is reset').toBe('');
      await expectNoReports(tab());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
