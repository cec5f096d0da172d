/** The working logo mark: a survey target (crosshair in a ring), drawn in the theme colours. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="text-primary-700 dark:text-primary-400">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M16 1v9M16 22v9M1 16h9M22 16h9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3" className="fill-secondary-600 dark:fill-secondary-400" />
    </svg>
  );
}
