import type { Language } from '@tracker/contracts/constants/accounts';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions } from '../lib/auth';
import { applyLanguage, i18n } from '../lib/i18n';
import { updateProfile } from '../lib/profile';

/** Switches between English and Spanish; a signed-in user's choice is saved to their profile too. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const next: Language = i18n.language === 'es' ? 'en' : 'es';

  const switchLanguage = async () => {
    await applyLanguage(next);
    const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryOptions.queryKey);
    if (user && !user.isImpersonating) {
      try {
        await updateProfile({ preferredLanguage: next });
        const updated: CurrentUser = { ...user, preferredLanguage: next };
        queryClient.setQueryData(currentUserQueryOptions.queryKey, updated);
      } catch {
        // The interface already switched; the profile keeps its language until the next change.
      }
    }
  };

  return (
    <button
      type="button"
      className={`usa-button usa-button--outline usa-button--small language-switcher ${className ?? ''}`}
      lang={next}
      onClick={() => void switchLanguage()}
    >
      <span className="usa-sr-only">{t('language.label')}: </span>
      {t('language.switchTo')}
    </button>
  );
}
