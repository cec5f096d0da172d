import { describe, expect, it } from 'vitest';
import { CompactPathContext, staticMapGeometry, staticMapShapes, staticMapSvg } from '@/lib/static-map-geometry';
import { officeIds } from '@/lib/site-ids';
import { siteConfig } from '@/lib/site-config';

describe('static office map', () => {
  const geometry = staticMapGeometry();

  it('places every office inside the frame, away from its edges', () => {
    expect(geometry.markers.map((m) => m.id).sort()).toEqual([...officeIds].sort());
    for (const marker of geometry.markers) {
      expect(marker.x).toBeGreaterThan(2);
      expect(marker.x).toBeLessThan(98);
      expect(marker.y).toBeGreaterThan(2);
      expect(marker.y).toBeLessThan(98);
    }
  });

  it('puts the offices where they are: Inverness north-west of Baku, Macaé south-west of Doha', () => {
    const at = Object.fromEntries(geometry.markers.map((m) => [m.id, m]));
    expect(at.inverness!.x).toBeLessThan(at.baku!.x);
    expect(at.inverness!.y).toBeLessThan(at.baku!.y);
    expect(at.atyrau!.y).toBeLessThan(at.aktau!.y);
    expect(at.aktau!.y).toBeLessThan(at.baku!.y);
    expect(at.macae!.x).toBeLessThan(at.doha!.x);
    expect(at.macae!.y).toBeGreaterThan(at.doha!.y);
  });

  it('keeps the offices apart enough to tell their markers apart on a desktop screen', () => {
    const px = geometry.markers.map((m) => ({ id: m.id, x: (m.x / 100) * geometry.width, y: (m.y / 100) * geometry.height }));
    for (const a of px)
      for (const b of px) if (a.id < b.id) expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id}–${b.id}`).toBeGreaterThanOrEqual(16);
  });

  it('draws land and the five countries with an office, in little markup', () => {
    expect(geometry.land).toMatch(/^M\d+ \d+l/);
    expect(geometry.officeCountries.match(/M/g)!.length).toBeGreaterThanOrEqual(siteConfig.countries.length);
    // Every visitor to the four locations pages downloads them (once: the file is cached).
    expect(geometry.land.length + geometry.officeCountries.length).toBeLessThan(14_000);
  });

  it('writes the shapes to an SVG file, unstyled, by the ids the page uses', () => {
    const svg = staticMapSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 600">/);
    expect(svg).toContain(`<path id="${staticMapShapes.land}" d="${geometry.land}"/>`);
    expect(svg).toContain(`<path id="${staticMapShapes.officeCountries}" d="${geometry.officeCountries}"/>`);
    // Fill and stroke come from the page's <use>, so that they follow the colour mode.
    expect(svg).not.toMatch(/fill|stroke|class=/);
  });

  it('writes relative integer path commands and drops points too close to draw', () => {
    const context = new CompactPathContext(2);
    context.moveTo(10.4, 20.6);
    context.lineTo(15, 20.9);
    context.lineTo(15.6, 21.4);
    context.lineTo(12, 30);
    context.closePath();
    expect(context.toString()).toBe('M10 21l5 0l-3 9z');
  });
});
