import { describe, expect, it } from 'vitest';
import { copyValues, regionalOffices, siteConfig } from '@/lib/site-config';
import { readSource } from '../../helpers/source-files';

describe('company facts', () => {
  it('counts the regional offices from the office list: every office but the partner’s', () => {
    expect(regionalOffices).toBe(siteConfig.offices.filter((o) => !o.partner).length);
    expect(copyValues.regionalOffices).toBe(regionalOffices);
    expect(Object.keys(siteConfig.figures)).not.toContain('regionalOffices');
  });

  it('sends a country’s enquiries to its office’s address, which is written once', () => {
    for (const country of siteConfig.countries) {
      expect(country.email, country.id).toBe(siteConfig.offices.find((o) => o.id === country.office)!.email);
    }
    const source = readSource('lib/site-config.ts');
    for (const office of siteConfig.offices) {
      const [local] = office.email.split('@');
      expect(source.split(`\`${local}@\${domain}\``).length - 1, office.email).toBe(1);
    }
  });

  it('keeps the copy’s numbers out of its comments: a figure is written once, as a value', () => {
    const comments = readSource('lib/site-config.ts').match(/\/\*[\s\S]*?\*\/|\/\/.*$/gm) ?? [];
    const figures = Object.values(siteConfig.figures).map(String);
    expect(comments.filter((c) => figures.some((n) => new RegExp(`(?<!\\d)${n}(?!\\d)`).test(c)))).toEqual([]);
  });
});
