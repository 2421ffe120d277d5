import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './document-title';
import { Alert } from './alert';
import { PageMain } from './page-main';

/** What a signed-in person without administrator rights sees on an administration page. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('accessDenied.title'));
  return (
    <PageMain className="grid-container app-page">
      <h1>{t('accessDenied.title')}</h1>
      <Alert type="warning" role="alert" text={t('accessDenied.body')} />
      <p>
        <Link className="usa-button" to="/dashboard">
          {t('accessDenied.back')}
        </Link>
      </p>
    </PageMain>
  );
}
