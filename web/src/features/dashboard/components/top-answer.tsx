import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate, formatMonth } from '../../../lib/format';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';
import { ADD_ACTIVITY_ANCHOR } from '../../../lib/dashboard-anchors';
import { topAnswer } from '../lib/top-answer';
import type { ToDoItem } from '../lib/to-do';
import { ToDoList, type ToDoParts } from './to-do-list';

interface TopAnswerProps {
  stats: DashboardStatsAnswer;
  toDo: readonly ToDoItem[];
  /** What the to-do entries show of other features. */
  parts: ToDoParts;
}

/**
 * The first thing on the dashboard, on a phone too: what is waiting on the person, then this month's
 * answer in one sentence, its deadline and the way to log hours. What is waiting comes first, so a
 * reviewer's request never hides behind a month that reads as done.
 */
export function TopAnswer({ stats, toDo, parts }: TopAnswerProps) {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const language = i18n.language;
  const answer = topAnswer(stats);
  return (
    <div className="dashboard-answer">
      {toDo.length > 0 && <ToDoList items={toDo} parts={parts} />}
      <section className="dashboard-answer__month" aria-labelledby={headingId}>
        <h2 id={headingId} className="dashboard-answer__heading">
          {t('answer.heading', { month: formatMonth(stats.year, stats.month, language) })}
        </h2>
        {answer.kind === 'determination' ? (
          <>
            <p className="dashboard-answer__headline">{answer.headline}</p>
            {answer.detail && <p className="dashboard-answer__detail">{answer.detail}</p>}
            {answer.uncounted && <p className="dashboard-answer__uncounted">{answer.uncounted}</p>}
            {answer.deadline && (
              <p className="dashboard-answer__deadline">
                {t('answer.deadline', { date: formatLongDate(answer.deadline, language) })}{' '}
                <span className="dashboard-answer__days">
                  {t('answer.daysLeft', { count: answer.daysLeft })}
                </span>
              </p>
            )}
          </>
        ) : (
          <p className="dashboard-answer__headline">{t(answer.statusKey)}</p>
        )}
        <div className="dashboard-answer__actions">
          <Link
            className={`usa-button${answer.open ? '' : ' usa-button--outline'}`}
            to={{ hash: ADD_ACTIVITY_ANCHOR }}
          >
            {t('answer.logHours')}
          </Link>
          {answer.kind === 'determination' && answer.payCounts && (
            <Link className="usa-button usa-button--outline" to="/pay/new">
              {t('compliance.reportPay')}
            </Link>
          )}
        </div>
        {toDo.length === 0 && <ToDoList items={toDo} parts={parts} />}
      </section>
    </div>
  );
}
