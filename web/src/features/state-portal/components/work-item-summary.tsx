import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** What a case is about: the exemption's type, or the verification's reason and months. */
export function WorkItemSummary({ item }: { item: WorkItem }) {
  const { t, i18n } = useTranslation('state-portal');
  if (item.kind === 'exemption') {
    const name =
      i18n.language === 'es' && item.what.exemptionTypeNameEs
        ? item.what.exemptionTypeNameEs
        : item.what.exemptionTypeName;
    return (
      <>
        <span className="state-portal__kind">{t('queue.kinds.exemption')}</span> {name}
      </>
    );
  }
  return (
    <>
      <span className="state-portal__kind">{t('queue.kinds.verification')}</span>{' '}
      {t(`queue.reasons.${item.what.reason ?? 'other'}`)}: {item.what.months.join(', ')}
    </>
  );
}
