import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title for a page, so screen-reader users hear where they landed. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('appName')}` : t('appName');
  }, [title, t]);
}
