import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { monthList } from '../lib/words';
import { lackingMonths, monthsStillNeeded, needsSomeMonths } from '../lib/month-state';
import { Countdown } from './countdown';
import '../i18n';

interface StateCheckToDoProps {
  request: VerificationRequest;
  /** Where the state-check card is on the page. */
  cardLink: To;
}

/**
 * A verification request as one line of what is waiting on the person: the months, the countdown of
 * the notice (or the due date before one is sent), and the way to the card that says what to do.
 */
export function StateCheckToDo({ request, cardLink }: StateCheckToDoProps) {
  const { t, i18n } = useTranslation('verifications');
  const language = i18n.language;
  if (request.status === 'noncompliant') {
    const months = monthList(lackingMonths(request), language);
    return (
      <>
        <p className="dashboard-todo__title">{t('todo.noncompliant', { months })}</p>
        <Link className="dashboard-todo__link" to={cardLink}>
          {t('todo.hearingLink')}
        </Link>
      </>
    );
  }
  const months = monthList(lackingMonths(request), language);
  // A renewal needs only some of the months it names: the line says how many, not "all of these".
  const title = needsSomeMonths(request)
    ? t('todo.needsSome', { count: monthsStillNeeded(request), months })
    : t('todo.needsInformation', { months });
  return (
    <>
      <p className="dashboard-todo__title">{title}</p>
      {request.notice ? (
        <Countdown notice={request.notice} className="dashboard-todo__countdown" />
      ) : (
        <p>{t('todo.due', { date: formatLongDate(request.dueDate, language) })}</p>
      )}
      <Link className="dashboard-todo__link" to={cardLink}>
        {t('todo.link')}
      </Link>
    </>
  );
}
