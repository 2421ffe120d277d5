import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import '../auth.css';

/** The public account pages' frame, below the site header: one narrow column, then the footer. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageMain className="grid-container app-page">
        <div className="auth-panel">
          <h1 className="auth-panel__title">{title}</h1>
          {children}
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}
