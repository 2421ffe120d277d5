import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/profile.json';
import esMessages from '../../locales/es/profile-messages.json';
import es from '../../locales/es/profile.json';

// A wrong current password counts as a failed login; the server's lock-out message names the minutes
// left (at most an hour), so each count is its own sentence.
const MAX_WAIT_MINUTES = 60;
const waitMessages: Record<string, string> = {};
for (let n = 1; n <= MAX_WAIT_MINUTES; n++) {
  waitMessages[
    `Too many failed login attempts. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`
  ] = `Demasiados intentos fallidos. Inténtelo de nuevo en ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
}

addTranslations('profile', { en, es });
addMessages({ ...esMessages, ...waitMessages });
