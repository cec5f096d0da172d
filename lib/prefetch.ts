/** What the Network Information API tells about the visitor's connection. */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Prefetching spends the visitor's data: not on data-saver or 2g connections (docs/behaviour.md, Pages and URLs). */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !String(connection.effectiveType ?? '').includes('2g');
}
