import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import { monthName, monthStateText } from '../lib/words';
import '../i18n';

/** Each asked-for month with how it stands, as a list the person can read down. */
export function RequestMonths({
  months,
  labelId,
}: {
  months: readonly VerificationMonth[];
  labelId?: string;
}) {
  const { t, i18n } = useTranslation('verifications');
  return (
    <ul className="usa-list usa-list--unstyled state-check__months" aria-labelledby={labelId}>
      {months.map((month) => (
        <li key={month.month} className={`state-check__month state-check__month--${month.status}`}>
          <span className="state-check__month-name">{monthName(month.month, i18n.language)}</span>{' '}
          <span className="state-check__month-state">{monthStateText(t, month, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}
