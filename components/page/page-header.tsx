import type { ReactNode } from 'react';

/** The heading block every page opens with: its one <h1> and a lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="container-page py-12 sm:py-16">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
