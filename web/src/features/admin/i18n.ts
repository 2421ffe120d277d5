import en from '../../locales/en/admin.json';
import es from '../../locales/es/admin.json';
import esMessages from '../../locales/es/admin-messages.json';
import { addMessages, addTranslations } from '../../lib/i18n';

// Registered when the admin chunk loads, so these strings travel with the screens that use them.
addTranslations('admin', { en, es });
addMessages(esMessages);
