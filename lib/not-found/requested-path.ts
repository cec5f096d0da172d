/**
 * The element the not-found page renders for the asked-for path
 * (components/not-found/requested-path.tsx): its `data-requested-path` attribute marks it for
 * this patch. Its content is text only.
 */
const requestedPathSlot = /(<([a-z]+)\b[^>]*?\sdata-requested-path(?:="")?(?=[\s>])[^>]*>)[^<]*(<\/\2>)/;

/** Whether `html` has the requested-path slot. */
function hasRequestedPathSlot(html: string): boolean {
  return requestedPathSlot.test(html);
}

/** `html` with the requested-path slot's text replaced by `escapedText` (already HTML-escaped). */
export function fillRequestedPath(html: string, escapedText: string): string {
  if (!hasRequestedPathSlot(html)) {
    throw new Error(
      'The not-found page has no element with a data-requested-path attribute (components/not-found/requested-path.tsx renders it).'
    );
  }
  return html.replace(requestedPathSlot, (_, open: string, _tag: string, close: string) => `${open}${escapedText}${close}`);
}
