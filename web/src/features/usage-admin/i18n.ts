import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/usage-admin.json';
import esMessages from '../../locales/es/usage-admin-messages.json';
import es from '../../locales/es/usage-admin.json';

// Registered when the usage screen's chunk loads, so these strings travel with it.
addTranslations('usage-admin', { en, es });
addMessages(esMessages);
