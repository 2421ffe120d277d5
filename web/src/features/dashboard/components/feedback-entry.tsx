import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../feedback.css';

// The form, its dialog and its validation download when someone opens it, not with the dashboard.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** The dashboard's feedback option: a short invitation and the button that opens the form. */
export function FeedbackEntry() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className="dashboard-feedback-entry" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-feedback-entry__title">
        {t('feedback.entryTitle')}
      </h2>
      <p className="dashboard-feedback-entry__text">{t('feedback.entryText')}</p>
      <button type="button" className="usa-button usa-button--outline" onClick={() => setOpen(true)}>
        {t('feedback.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
