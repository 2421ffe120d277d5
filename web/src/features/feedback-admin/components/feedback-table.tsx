import type { AdminFeedback } from '@tracker/contracts/http/notifications';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format';

/**
 * Feedback, newest first. On narrow screens each row stacks into a card with its column names
 * beside the values.
 */
export function FeedbackTable({ feedback }: { feedback: readonly AdminFeedback[] }) {
  const { t, i18n } = useTranslation('feedback-admin');
  return (
    <table className="usa-table usa-table--stacked usa-table--borderless feedback-admin-table">
      <caption className="usa-sr-only">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.received')}</th>
          <th scope="col">{t('table.category')}</th>
          <th scope="col">{t('table.message')}</th>
          <th scope="col">{t('table.from')}</th>
          <th scope="col">{t('table.contact')}</th>
        </tr>
      </thead>
      <tbody>
        {feedback.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('table.received')} className="feedback-admin-table__date">
              <time dateTime={item.createdAt}>{formatTimestamp(item.createdAt, i18n.language)}</time>
            </th>
            <td data-label={t('table.category')}>
              <span className={`usa-tag feedback-admin-tag feedback-admin-tag--${item.category}`}>
                {t(`categories.${item.category}`)}
              </span>
            </td>
            <td data-label={t('table.message')} className="feedback-admin-table__message">
              {item.message}
            </td>
            <td data-label={t('table.from')} className="feedback-admin-table__from">
              {item.username ?? <span className="feedback-admin-muted">{t('table.accountGone')}</span>}
            </td>
            <td data-label={t('table.contact')} className="feedback-admin-table__contact">
              {item.contactEmail ? (
                <a href={`mailto:${item.contactEmail}`}>{item.contactEmail}</a>
              ) : (
                <span className="feedback-admin-muted">
                  {item.mayContact ? t('table.addressGone') : t('table.noContact')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
