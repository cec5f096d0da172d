/**
 * The management system standards the company works to (its framework; no certificates
 * are claimed on the page). `confirmed: false` until the company confirms each one
 * (listed by `npm run build`).
 */
export const standards = [
  { id: 'iso9001', icon: 'clipboard-check', confirmed: false },
  { id: 'iso14001', icon: 'leaf', confirmed: false },
  { id: 'iso45001', icon: 'hard-hat', confirmed: false }
] as const;
