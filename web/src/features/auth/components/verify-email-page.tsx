import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { serverSentence } from '../../../lib/server-message';
import { useVerifyEmail } from '../api/verify-email';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login';
import '../i18n';
import { LoginButtonLink } from './auth-links';
import { AuthLayout } from './auth-layout';

const NO_TOKEN = 'No verification token provided';
const FAILED = 'Email verification failed';
const NETWORK_FAILURE = 'An error occurred during email verification. Please try again.';

type Outcome = { state: 'loading' } | { state: 'success' | 'error'; message: string };

function outcomeOf(token: string, query: ReturnType<typeof useVerifyEmail>): Outcome {
  if (!token) return { state: 'error', message: NO_TOKEN };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    const { error } = query;
    if (!isApiError(error)) return { state: 'error', message: NETWORK_FAILURE };
    return { state: 'error', message: serverSentence(error) ?? FAILED };
  }
  return query.data.verified
    ? { state: 'success', message: query.data.message }
    : { state: 'error', message: query.data.message || FAILED };
}

/** `/verify-email?token=`: uses the link once, says how it went, and sends a verified user to log in. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const outcome = outcomeOf(token, useVerifyEmail(token));
  useRedirectToLogin(outcome.state === 'success');

  return (
    <AuthLayout title={t('verify.title')}>
      {/* Present from the start so the outcome replacing the loading text is announced. */}
      <div aria-live="polite">
        {outcome.state === 'loading' && (
          <div className="auth-loading">
            <span className="app-spinner__circle" aria-hidden="true" />
            <p>{t('verify.loading')}</p>
          </div>
        )}
        {outcome.state === 'success' && (
          <Alert
            type="success"
            className="auth-status"
            heading={t('verify.successTitle')}
            text={[translateMessage(outcome.message), t('verify.successRedirect')]}
          />
        )}
        {outcome.state === 'error' && (
          <Alert
            type="error"
            className="auth-status"
            heading={t('verify.errorTitle')}
            text={[translateMessage(outcome.message), t('verify.errorHelp')]}
          />
        )}
      </div>
      {outcome.state !== 'loading' && <LoginButtonLink replace>{t('verify.login')}</LoginButtonLink>}
    </AuthLayout>
  );
}
