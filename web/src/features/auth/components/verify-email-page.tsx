import { REDIRECT_DELAY_MS } from '@tracker/contracts/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useVerifyEmail } from '../api/verify-email';
import '../i18n';
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
    return {
      state: 'error',
      message: typeof error.body.message === 'string' && error.body.message ? error.message : FAILED,
    };
  }
  return query.data.verified
    ? { state: 'success', message: query.data.message }
    : { state: 'error', message: query.data.message || FAILED };
}

/** `/verify-email?token=`: uses the link once, says how it went, and sends a verified user to log in. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const outcome = outcomeOf(token, useVerifyEmail(token));

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

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
          <div className="usa-alert usa-alert--success auth-status">
            <div className="usa-alert__body">
              <h2 className="usa-alert__heading">{t('verify.successTitle')}</h2>
              <p className="usa-alert__text">{translateMessage(outcome.message)}</p>
              <p className="usa-alert__text">{t('verify.successRedirect')}</p>
            </div>
          </div>
        )}
        {outcome.state === 'error' && (
          <div className="usa-alert usa-alert--error auth-status">
            <div className="usa-alert__body">
              <h2 className="usa-alert__heading">{t('verify.errorTitle')}</h2>
              <p className="usa-alert__text">{translateMessage(outcome.message)}</p>
              <p className="usa-alert__text">{t('verify.errorHelp')}</p>
            </div>
          </div>
        )}
      </div>
      {outcome.state !== 'loading' && (
        <Link className="usa-button" to="/login" replace>
          {t('verify.login')}
        </Link>
      )}
    </AuthLayout>
  );
}
