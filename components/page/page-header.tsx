import type { ReactNode } from 'react';

/** The heading block every page opens with: its one <h1> and a lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-surface-tinted">
      <div className="container-page py-12 sm:py-16">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-strong sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
