import type { ReactNode } from 'react';

/** One term and its value in a dashboard description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dashboard-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
