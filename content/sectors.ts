/**
 * The industries the company serves (docs/behaviour.md, Look), with their Lucide icons. Their names
 * are in the catalogues' Sectors namespace, and what each page says of them in Home.sectors,
 * Introduction.sectors and Clients.sectors, under the same ids.
 */
export const sectors = [
  { id: 'oilGas', icon: 'fuel' },
  { id: 'petrochemical', icon: 'factory' },
  { id: 'pharmaceutical', icon: 'pill' },
  { id: 'marine', icon: 'ship' },
  { id: 'renewable', icon: 'wind' },
  { id: 'nuclear', icon: 'atom' }
] as const;

export type SectorId = (typeof sectors)[number]['id'];

export const sectorIds: readonly SectorId[] = sectors.map((s) => s.id);

export const sectorIcons = Object.fromEntries(sectors.map((s) => [s.id, s.icon])) as Record<SectorId, string>;
