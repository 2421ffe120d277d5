import { addMessages, addTranslations } from '../../lib/i18n';
import { loginLockoutMessages, messageAllowanceMessages, waitMessages } from '../../lib/wait-messages';
import en from '../../locales/en/auth.json';
import esMessages from '../../locales/es/auth-messages.json';
import es from '../../locales/es/auth.json';

addTranslations('auth', { en, es });
addMessages({
  ...esMessages,
  ...loginLockoutMessages(),
  ...messageAllowanceMessages(),
  ...waitMessages(
    'Too many emails requested for this address. Please try again in',
    'Se pidieron demasiados correos para esta dirección. Inténtelo de nuevo en',
  ),
});
