import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/auth.json';
import esMessages from '../../locales/es/auth-messages.json';
import es from '../../locales/es/auth.json';

// The server's rate-limit messages name the minutes left, so each count is its own sentence; the
// windows are at most an hour long.
const MAX_WAIT_MINUTES = 60;
const waitMessages: Record<string, string> = {};
for (let n = 1; n <= MAX_WAIT_MINUTES; n++) {
  const english = `${n} ${n === 1 ? 'minute' : 'minutes'}.`;
  const spanish = `${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
  waitMessages[`Too many failed login attempts. Please try again in ${english}`] =
    `Demasiados intentos fallidos. Inténtelo de nuevo en ${spanish}`;
  waitMessages[`Too many emails requested for this address. Please try again in ${english}`] =
    `Se pidieron demasiados correos para esta dirección. Inténtelo de nuevo en ${spanish}`;
}

addTranslations('auth', { en, es });
addMessages({ ...esMessages, ...waitMessages });
