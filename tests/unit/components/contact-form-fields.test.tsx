import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ContactFormClient } from '@/components/contact/contact-form-client';
import { contactFormStrings, fieldTexts } from '@/components/contact/form-strings';
import { errorMessages } from '@/lib/enquiries/error-messages';
import { fieldIds } from '@site/contact-form';
import { formRows, optionsOf } from '@/lib/enquiries/contact-form';
import { localeInfo, locales } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { catalogues } from '../../helpers/catalogues';

/** Text as React writes it into HTML. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A tag's attributes, by lower-case name (React writes autoComplete as it is spelt in JSX). */
const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));

/** What a catalogue holds at a dotted path. */
const at = (catalogue: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);

async function render(locale: (typeof locales)[number]) {
  const t = await translator(locale, 'ContactForm');
  return renderToStaticMarkup(
    <ContactFormClient
      action="/api/contact"
      dir={localeInfo(locale).dir}
      strings={contactFormStrings(t)}
      fields={fieldTexts(t, await translator(locale))}
      errors={errorMessages(await translator(locale, 'ContactErrors'))}
      notice={null}
      toastLabels={{ provider: '', viewport: '', close: '' }}
      icons={{ success: null, error: null, close: null, submit: null, select: null }}
    />
  );
}

describe('the contact form drawn from the field table', () => {
  test.each(locales)('gives each row its control, name, type, autofill, direction, label and options in %s', async (locale) => {
    const html = await render(locale);
    const form = catalogues[locale].ContactForm;
    const positions = fieldIds.map((id) => html.indexOf(`id="contact-${id}"`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const id of fieldIds) {
      const f = formRows[id];
      const element = f.kind === 'text' ? 'textarea' : f.kind === 'choice' ? 'select' : 'input';
      const tag = html.match(new RegExp(`<(\\w+)\\b[^>]*\\bid="contact-${id}"[^>]*>`));
      expect(tag?.[1], id).toBe(element);
      const attrs = attributes(tag![0]);
      expect(attrs.name, id).toBe(f.form);
      expect(attrs.type, id).toBe(element === 'input' ? { line: 'text', email: 'email', tel: 'tel' }[f.kind as string] : undefined);
      expect(attrs.autocomplete, id).toBe(f.autocomplete);
      expect(attrs.dir, id).toBe(f.dir);
      expect('required' in attrs, id).toBe(f.required);
      const label = html.match(new RegExp(`<label for="contact-${id}"[^>]*>([^<]*)`));
      expect(label?.[1], id).toBe(escape(at(form, f.label) as string));
      if (f.hint) {
        expect(attrs['aria-describedby'], id).toBe(`contact-${id}-hint`);
        expect(html, id).toMatch(new RegExp(`<p id="contact-${id}-hint"[^>]*>[^<{]+</p>`));
      }
      const ids = optionsOf(id);
      if (ids) {
        const select = html.slice(html.indexOf(tag![0]), html.indexOf('</select>', html.indexOf(tag![0])));
        const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
        expect(options, id).toEqual([
          ['', escape(at(form, f.placeholder!) as string)],
          ...ids.map((o) => [o, escape(at(catalogues[locale], `${f.optionLabels}.${o}`) as string)])
        ]);
      }
    }
  });
});
