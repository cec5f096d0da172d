/** Shared class lists of the pages (AA contrast in both colour modes). */
export const buttonPrimary =
  'inline-flex items-center gap-2 rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800';
/** The primary button on a page's own background, which is dark in dark mode: there it turns light. */
export const buttonPrimaryLightInDark = `${buttonPrimary} dark:bg-primary-300 dark:text-neutral-950 dark:hover:bg-primary-200`;
export const buttonSecondary =
  'inline-flex items-center gap-2 rounded-md border border-neutral-300 bg-white px-5 py-3 font-semibold text-neutral-900 hover:border-primary-700 hover:text-primary-800 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 dark:hover:border-primary-300 dark:hover:text-primary-200';
export const sectionTitle = 'text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl dark:text-white';
export const sectionLead = 'mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300';
export const iconTile =
  'inline-flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300';
