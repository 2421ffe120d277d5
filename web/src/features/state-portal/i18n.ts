import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/state-portal.json';
import esMessages from '../../locales/es/state-portal-messages.json';
import es from '../../locales/es/state-portal.json';

// Registered when the portal's chunk loads, so these strings travel with the screens that use them.
addTranslations('state-portal', { en, es });
addMessages(esMessages);
