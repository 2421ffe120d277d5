import type { VerificationStatus } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import '../admin-i18n';

/** A request's status as a coloured tag, in the administrators' words. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('verifications-admin');
  return (
    <span className={`usa-tag state-check__status state-check__status--${status}`}>
      {t(`status.${status}`)}
    </span>
  );
}
