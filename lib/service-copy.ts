/**
 * The keys of a service page's copy under ServicePages that only some services have: the
 * items of its lists (content/service-lists.ts) and its portal texts (content/services.ts).
 * Typed per service, so a key built from a service id is checked against the catalogue:
 * `${id}.modulesTitle` only where `id` is a service whose page shows modules.
 */
import { serviceLists, type ServiceListName } from '../content/service-lists';
import { serviceMeta, type ServiceWithPortal } from '../content/services';
import type { ServiceId } from './routes';

type Lists = typeof serviceLists;

/** The services whose pages show the list `L`. */
type ServiceWithList<L extends ServiceListName> = { [S in ServiceId]: L extends keyof Lists[S] ? S : never }[ServiceId];

/** The key of a list item's copy under ServicePages: each service with its own items only. */
type ItemKey<L extends ServiceListName> = {
  [S in ServiceId]: Lists[S] extends { [K in L]: readonly (infer Id extends string)[] } ? `${S}.${L}.${Id}` : never;
}[ServiceId];

export type ServiceListItem<L extends ServiceListName> = { id: string; key: ItemKey<L> };

const itemKeys: ReadonlySet<string> = new Set(
  Object.entries(serviceLists).flatMap(([service, lists]) =>
    Object.entries(lists).flatMap(([list, ids]: [string, readonly string[]]) => ids.map((id) => `${service}.${list}.${id}`))
  )
);

/** TypeScript cannot follow which items go with which service through an id that is a union: the key is checked against the lists instead. */
function isItemKey<L extends ServiceListName>(key: string, list: L): key is ItemKey<L> {
  return key.split('.')[1] === list && itemKeys.has(key);
}

/** Whether a service's page shows the list (its section, with the section's own texts). */
export function showsList<L extends ServiceListName>(id: ServiceId, list: L): id is ServiceWithList<L> {
  return list in serviceLists[id];
}

/** Whether a service's page links out to a portal, with the portal texts. */
export function hasPortal(id: ServiceId): id is ServiceWithPortal {
  return serviceMeta[id].portal !== undefined;
}

/** The items of a list of a service's page, in its order, each with the key of its copy; none where the page has no such list. */
export function serviceList<L extends ServiceListName>(id: ServiceId, list: L): ServiceListItem<L>[] {
  const lists: Partial<Record<ServiceListName, readonly string[]>> = serviceLists[id];
  return (lists[list] ?? []).map((item) => {
    const key = `${id}.${list}.${item}`;
    if (!isItemKey(key, list)) throw new Error(`No item ${item} in the ${list} of ${id}`);
    return { id: item, key };
  });
}
