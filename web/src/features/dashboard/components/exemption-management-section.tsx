import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { EXEMPTIONS_ANCHOR, isExemptionRequestAnchor } from '../../../lib/dashboard-anchors';
import { CollapsibleSection } from './collapsible-section';
import { DeferredContent } from './deferred-content';

// The form, the table, notes and attachments download after the dashboard shows, so its first
// download stays the size it was.
const ExemptionManagement = lazy(() =>
  import('../../exemptions/components/exemption-management').then((m) => ({
    default: m.ExemptionManagement,
  })),
);

/** Exemption Management: request exemptions and follow the requests, with their notes and files. */
export function ExemptionManagementSection() {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection
      storageKey="exemptionManagement"
      title={t('exemptions.title')}
      holds={(anchor) => anchor === EXEMPTIONS_ANCHOR || isExemptionRequestAnchor(anchor)}
    >
      <DeferredContent failureMessage={t('exemptions.loadError')}>
        <ExemptionManagement />
      </DeferredContent>
    </CollapsibleSection>
  );
}
