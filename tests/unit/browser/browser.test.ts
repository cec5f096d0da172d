import { describe, expect, it } from 'vitest';
import { isNewBuild } from '@/lib/browser/build-id';
import { chunkIsGone, chunkReloadGuardMs, failedChunkUrl, isChunkLoadFailure, shouldReload } from '@/lib/browser/chunk-reload';
import { inSiteNavigation, isInternalPath, isSafeExternalUrl } from '@/lib/browser/links';

describe('links', () => {
  it('knows internal paths from other origins', () => {
    for (const ok of ['/', '/hseq', '/ru/services/gpr?x=1#a']) expect(isInternalPath(ok), ok).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://example.com/', 'javascript:alert(1)', 'hseq', '']) {
      expect(isInternalPath(bad), bad).toBe(false);
    }
  });

  it('allows only http(s) external URLs', () => {
    expect(isSafeExternalUrl('https://epcs.example.com/')).toBe(true);
    expect(isSafeExternalUrl('http://vrs.example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '/relative',
      'not a url'
    ]) {
      expect(isSafeExternalUrl(bad), bad).toBe(false);
    }
  });

  it('recognises plain clicks on same-origin links only', () => {
    const location = { href: 'http://site.test/hseq', origin: 'http://site.test' };
    const link = (attrs: Record<string, string>) => ({
      closest: () => ({
        href: new URL(attrs.href!, location.href).href,
        target: attrs.target ?? '',
        hasAttribute: (name: string) => name in attrs
      })
    });
    const click = (target: unknown, extra: Partial<MouseEvent> = {}) =>
      ({
        button: 0,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        defaultPrevented: false,
        target,
        ...extra
      }) as MouseEvent;
    expect(inSiteNavigation(click(link({ href: '/ru/news' })), location)?.pathname).toBe('/ru/news');
    expect(inSiteNavigation(click(link({ href: 'https://other.test/' })), location)).toBeNull();
    expect(inSiteNavigation(click(link({ href: '/news', target: '_blank' })), location)).toBeNull();
    expect(inSiteNavigation(click(link({ href: '/news', download: '' })), location)).toBeNull();
    expect(inSiteNavigation(click(link({ href: '/news' }), { ctrlKey: true }), location)).toBeNull();
    expect(inSiteNavigation(click(link({ href: '#main' })), location)).toBeNull();
  });
});

describe('chunk reload guard', () => {
  it('reloads the first time and not again within 10 s', () => {
    const now = 1_000_000;
    expect(shouldReload(now, null)).toBe(true);
    expect(shouldReload(now, String(now - 1000))).toBe(false);
    expect(shouldReload(now, String(now - chunkReloadGuardMs + 1))).toBe(false);
    expect(shouldReload(now, String(now - chunkReloadGuardMs))).toBe(true);
    expect(shouldReload(now, 'garbage')).toBe(true);
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadFailure({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' })).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Something else'))).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });
});

describe('build id', () => {
  it('is new only when the server names another, non-empty id', () => {
    expect(isNewBuild({ buildId: 'b' }, 'a')).toBe(true);
    expect(isNewBuild({ buildId: 'a' }, 'a')).toBe(false);
    expect(isNewBuild({ buildId: '' }, 'a')).toBe(false);
    expect(isNewBuild({}, 'a')).toBe(false);
    expect(isNewBuild(null, 'a')).toBe(false);
  });
});

describe('a failed chunk is reloaded for only when the server no longer has it', () => {
  const answering = (status: number) => (async () => new Response(null, { status })) as typeof fetch;

  it('names the file from an error message', () => {
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(
      '/_next/static/chunks/x.js'
    );
    expect(
      failedChunkUrl({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed. (error: http://h/_next/static/chunks/42.js)' })
    ).toBe('http://h/_next/static/chunks/42.js');
    expect(failedChunkUrl({ message: 'Loading chunk 42 failed.' })).toBeNull();
  });

  it('reloads for a 404 or 410, not for a file still served, an unnamed file or an unreachable server', async () => {
    expect(await chunkIsGone('/_next/static/chunks/x.js', answering(404))).toBe(true);
    expect(await chunkIsGone('/_next/static/chunks/x.js', answering(410))).toBe(true);
    expect(await chunkIsGone('/_next/static/chunks/x.js', answering(200))).toBe(false);
    expect(await chunkIsGone(null, answering(404))).toBe(false);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await chunkIsGone('/_next/static/chunks/x.js', offline)).toBe(false);
  });
});
