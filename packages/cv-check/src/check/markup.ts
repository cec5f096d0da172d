/** Small helpers shared by the OOXML and ODF checks (both are XML in a ZIP). */

/**
 * A link a CV may carry: web, e-mail or phone. Anything else (file:, UNC paths, script
 * and protocol-handler schemes such as ms-msdt: or vnd.sun.star.script:) is refused,
 * since following it can run code or leak the reader's credentials.
 */
export function isSafeLink(href: string): boolean {
  const link = href.trim().toLowerCase();
  if (link.startsWith('#')) return true;
  return /^(https?:\/\/|mailto:|tel:)/.test(link);
}

/**
 * A path on the author's own disk, as Word records an attached template: `file:///C:\…`,
 * `C:\…`, a Mac volume path (`Macintosh HD:Users:…`) or a relative name. Remote ones are
 * not: any other scheme (http:, smb:, …), a file: URL with a host (`file://host/…`) and
 * UNC or network paths (`\\host\…`, `//host/…`), which Windows fetches, sending the
 * reader's credentials.
 */
export function isLocalPath(target: string): boolean {
  // Decoded first, so that %5C%5Chost is seen as the \\host it means.
  const path = target.trim().replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  // file:///C:/… and file:///Users/… have an empty host; file://host/… and file:////host/… do not.
  if (/^file:/i.test(path)) return /^file:(\/\/\/(?![\\/])|\/?[a-z]:[\\/])/i.test(path);
  if (/^[a-z]:[\\/]/i.test(path)) return true;
  if (/^[\\/]{2}/.test(path)) return false;
  // A scheme (two or more letters before the colon); a Mac volume name has a space or %20.
  if (/^[a-z][\w+.-]+:/i.test(path)) return false;
  return true;
}

/**
 * The target of a HYPERLINK field (Word's field codes in DOC, DOCX and RTF) that is not
 * web, e-mail or phone, nor a host name without a scheme: a file:, UNC or relative path
 * that opens a local file or sends the reader's credentials. Bookmarks (\\l) stay.
 */
export function unsafeFieldLink(instructions: string): string | null {
  for (const m of instructions.matchAll(/\bHYPERLINK\s+(\\[a-z]\s+)*(?:"([^"]*)"|(\S+))/gi)) {
    if (/\\l\s/i.test(m[1] ?? '')) continue;
    const target = (m[2] ?? m[3] ?? '').replace(/\\\\/g, '\\').trim();
    if (!isSafeLink(target) && !/^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/?#]|$)/i.test(target)) return target.slice(0, 80) || '(empty)';
  }
  return null;
}

/** Field instructions that pull outside content into a document or run a program. */
export const dangerousFieldWords = /\b(DDE|DDEAUTO|INCLUDETEXT|INCLUDEPICTURE|IMPORT|LINK)\b/i;

/** A case-insensitive lookup of an entry by name. */
export function entryNamed(entries: Map<string, Buffer>, name: string): Buffer | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of entries) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
