import { useTranslation } from 'react-i18next';
import '../i18n';

/** Whether the owner confirmed the phone with a texted code, as a tag beside the number. */
export function PhoneStatus({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`usa-tag admin-badge admin-badge--${confirmed ? 'confirmed' : 'unconfirmed'}`}>
      {confirmed ? t('phone.confirmed') : t('phone.notConfirmed')}
    </span>
  );
}
