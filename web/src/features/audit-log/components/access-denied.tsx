import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import '../i18n';

/** What a signed-in person without administrator rights sees instead of the audit trail. */
export function AccessDenied() {
  const { t } = useTranslation('audit-log');
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
