/**
 * The management team, in the order shown. Names, initials, positions and biographies
 * are in the catalogues (Management.members.{id}); the people are placeholders until the
 * company supplies its own team: `confirmed: false` until then (listed by `npm run build`).
 */
export const members = [
  { id: 'managingDirector', tone: 'primary', confirmed: false },
  { id: 'operationsDirector', tone: 'secondary', confirmed: false },
  { id: 'technicalDirector', tone: 'primary', confirmed: false },
  { id: 'kazakhstanManager', tone: 'secondary', confirmed: false },
  { id: 'qatarManager', tone: 'primary', confirmed: false },
  { id: 'hseqManager', tone: 'secondary', confirmed: false }
] as const;

export type Member = (typeof members)[number];
