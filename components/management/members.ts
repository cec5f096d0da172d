/**
 * The management team, in the order shown. Names, initials, positions and biographies
 * are in the catalogues (Management.members.{id}); the people are placeholders until the
 * company supplies its own team.
 */
export const members = [
  { id: 'managingDirector', tone: 'primary' },
  { id: 'operationsDirector', tone: 'secondary' },
  { id: 'technicalDirector', tone: 'primary' },
  { id: 'kazakhstanManager', tone: 'secondary' },
  { id: 'qatarManager', tone: 'primary' },
  { id: 'hseqManager', tone: 'secondary' }
] as const;

export type Member = (typeof members)[number];
