import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { useTranslation } from 'react-i18next';
import { knownExemptionStatus } from '../lib/status';
import '../i18n';
import '../exemptions.css';

/** A request's status as a coloured tag; a status this app does not know shows as Pending Review. */
export function ExemptionStatusBadge({ status }: { status: ExemptionStatus | string }) {
  const { t } = useTranslation('exemptions');
  const known = knownExemptionStatus(status);
  return (
    <span className={`usa-tag exemption-status exemption-status--${known}`}>{t(`status.${known}`)}</span>
  );
}
