import { addMessages, addTranslations } from '../../lib/i18n';
import {
  loginLockoutMessages,
  messageAllowanceMessages,
  phoneCodeWaitMessages,
} from '../../lib/wait-messages';
import en from '../../locales/en/profile.json';
import esMessages from '../../locales/es/profile-messages.json';
import es from '../../locales/es/profile.json';

addTranslations('profile', { en, es });
// A wrong current password counts as a failed login, so the lock-out can answer a password change;
// a new e-mail address and phone codes count against the caps on messages sent.
addMessages({
  ...esMessages,
  ...loginLockoutMessages(),
  ...messageAllowanceMessages(),
  ...phoneCodeWaitMessages(),
});
