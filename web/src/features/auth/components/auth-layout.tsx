import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import '../auth.css';

/** The public account pages' frame: site header (with the language switch), one narrow column, footer. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <SiteHeader />
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
