import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requestTypeName, typeWords } from '../lib/type-words';
import '../i18n';

/** Names a request's type as the page's reader reads it: Spanish on Spanish pages, never a code. */
export function useRequestTypeName() {
  const { t, i18n } = useTranslation('exemptions');
  const language = i18n.language;
  const unknown = t('type.unknown');
  return useCallback(
    (request: Pick<UserExemption, 'medicaidExemptionName' | 'medicaidExemptionNameEs'> | undefined) =>
      requestTypeName(request, language, unknown),
    [language, unknown],
  );
}

/** A catalogue type's name, description and proof hint in the page's language. */
export function useTypeWords() {
  const { t, i18n } = useTranslation('exemptions');
  const language = i18n.language;
  const unknown = t('type.unknown');
  return useCallback(
    (type: Parameters<typeof typeWords>[0]) => typeWords(type, language, unknown),
    [language, unknown],
  );
}
