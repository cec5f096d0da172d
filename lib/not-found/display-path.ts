/** A path as a person reads it: percent-escapes decoded where they decode. */
export function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
