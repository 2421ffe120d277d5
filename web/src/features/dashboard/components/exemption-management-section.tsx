import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { CollapsibleSection } from './collapsible-section';

// The form, the table, notes and attachments download after the dashboard shows, so its first
// download stays the size it was.
const ExemptionManagement = lazy(() =>
  import('./exemption-management').then((m) => ({ default: m.ExemptionManagement })),
);

/** Shows `fallback` instead of the section's content when its code could not be downloaded. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Exemption Management: request exemptions and follow the requests, with their notes and files. */
export function ExemptionManagementSection() {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection storageKey="exemptionManagement" title={t('exemptions.title')}>
      <LoadFailure
        fallback={
          <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('exemptions.loadError')}</p>
            </div>
          </div>
        }
      >
        <Suspense fallback={<Spinner />}>
          <ExemptionManagement />
        </Suspense>
      </LoadFailure>
    </CollapsibleSection>
  );
}
