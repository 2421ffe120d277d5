import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/document-title';
import { SiteFooter } from '../components/site-footer';
import { PageMain } from '../components/page-main';

/** Any path no route claims. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <PageMain className="grid-container app-page">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Link className="usa-button" to="/">
          {t('notFound.home')}
        </Link>
      </PageMain>
      <SiteFooter />
    </>
  );
}
