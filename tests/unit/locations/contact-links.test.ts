import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '@/components/locations/contact-links';
import { siteConfig } from '@/lib/site-config';

describe('office contact links', () => {
  it('dials the number without its spacing', () => {
    expect(telHref('+994 12 000 00 00')).toBe('tel:+994120000000');
    expect(telHref('+55 22 0000-0000')).toBe('tel:+552200000000');
    expect(telHref('+7 (7122) 00-00-00')).toBe('tel:+77122000000');
  });

  it('refuses what is not a phone number or an email address', () => {
    expect(() => telHref('call us')).toThrow();
    expect(() => mailtoHref('baku at example.com')).toThrow();
  });

  it('gives every office a tel: and a mailto: link', () => {
    for (const office of siteConfig.offices) {
      expect(telHref(office.phone)).toMatch(/^tel:\+\d{8,15}$/);
      expect(mailtoHref(office.email)).toBe(`mailto:${office.email}`);
    }
  });
});
