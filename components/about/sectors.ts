/** The industries the company serves (SPEC §1), with their Lucide icons; names and texts are in the catalogues. */
export const sectors = [
  { id: 'oilGas', icon: 'fuel' },
  { id: 'petrochemical', icon: 'flask-conical' },
  { id: 'pharmaceutical', icon: 'pill' },
  { id: 'marine', icon: 'ship' },
  { id: 'renewable', icon: 'wind' },
  { id: 'nuclear', icon: 'atom' }
] as const;

export type SectorId = (typeof sectors)[number]['id'];
