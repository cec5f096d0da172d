/** Shared class lists of the pages (AA contrast in both colour modes). */
const buttonShape = 'inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold';
/** The primary button: the same green in both modes. */
export const buttonPrimary = `${buttonShape} bg-primary-700 text-white hover:bg-primary-800`;
/** The primary button on a page's own background, which is dark in dark mode: there it turns light (the accent tokens). */
export const buttonPrimaryLightInDark = `${buttonShape} bg-accent text-accent-foreground hover:bg-accent-hover`;
export const buttonSecondary =
  'inline-flex items-center gap-2 rounded-md border border-border-control bg-background px-5 py-3 font-semibold text-foreground hover:border-accent hover:text-accent-hover';
export const sectionTitle = 'text-2xl font-bold tracking-tight text-strong sm:text-3xl';
export const sectionLead = 'mt-3 max-w-3xl text-lg text-muted';
export const iconTile = 'inline-flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent';
