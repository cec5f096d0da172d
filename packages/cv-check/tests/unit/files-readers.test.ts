/**
 * The CV check reads documents as their readers do: the attack review's probes, rebuilt
 * (../helpers/reader-probes.ts), are refused as unsafe, and the same unusual forms
 * holding nothing unsafe are still taken.
 */
import { describe, expect, test } from 'vitest';
import { sniffCv } from '../../src/check/sniff';
import { officeProbes, pdfProbes, unusualButPlain } from '../helpers/reader-probes';

describe('PDF probes: scripts and links a reader resolves through the object table', () => {
  test.each(pdfProbes().map((p) => [p.label, p] as const))('%s: refused', async (_, probe) => {
    expect(await sniffCv(probe.content)).toMatchObject({ ok: false, code: 'file_unsafe_content' });
  });
});

describe('office probes: outside content in another encoding or with other prefixes', () => {
  test.each(officeProbes().map((p) => [p.label, p] as const))('%s: refused', async (_, probe) => {
    expect(await sniffCv(probe.content)).toMatchObject({ ok: false, code: 'file_unsafe_content' });
  });
});

describe('the same unusual forms without anything unsafe', () => {
  test.each(unusualButPlain().map((p) => [p.label, p] as const))('%s: taken', async (_, probe) => {
    expect(await sniffCv(probe.content)).toMatchObject({ ok: true, format: probe.name.split('.').pop() });
  });
});
