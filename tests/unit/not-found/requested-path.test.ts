import { describe, expect, it } from 'vitest';
import { fillRequestedPath } from '@/lib/not-found/requested-path';

describe('the requested path on the not-found page', () => {
  it('patches the requested path through the data-requested-path slot, not a test id', () => {
    const html = '<p>Address: <code dir="ltr" class="c" data-requested-path="" data-testid="x">/ru/not-found-page</code></p>';
    expect(fillRequestedPath(html, '/ru/&#60;b&#62;')).toBe(
      '<p>Address: <code dir="ltr" class="c" data-requested-path="" data-testid="x">/ru/&#60;b&#62;</code></p>'
    );
    // An attribute that only starts the same does not count, nor does a test id alone.
    expect(() => fillRequestedPath('<code data-requested-path-x="">a</code>', 'b')).toThrow(/data-requested-path/);
    expect(() => fillRequestedPath('<code data-testid="requested-path">a</code>', 'b')).toThrow(/data-requested-path/);
  });
});
