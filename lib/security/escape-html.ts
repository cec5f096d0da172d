/**
 * Escapes text for an HTML or XML text node or a quoted attribute value (all five
 * significant characters): the HTML answers, the link-preview cards, the sitemaps and the
 * news feeds. `'` becomes `&#39;`, a character reference XML reads as well as HTML.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
