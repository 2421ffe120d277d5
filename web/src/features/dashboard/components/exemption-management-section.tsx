import { useTranslation } from 'react-i18next';
import { EXEMPTIONS_ANCHOR, isExemptionRequestAnchor } from '../../../lib/dashboard-anchors';
import type { DashboardParts } from '../lib/parts';
import { CollapsibleSection } from './collapsible-section';
import { DeferredContent } from './deferred-content';

/**
 * Exemption Management: request exemptions and follow the requests, with their notes and files. The
 * content's code downloads after the dashboard shows, so its first download stays the size it was.
 */
export function ExemptionManagementSection({
  ExemptionManagement,
}: {
  ExemptionManagement: DashboardParts['ExemptionManagement'];
}) {
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
