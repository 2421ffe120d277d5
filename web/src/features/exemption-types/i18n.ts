import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/exemption-types.json';
import esMessages from '../../locales/es/exemption-types-messages.json';
import es from '../../locales/es/exemption-types.json';

// Registered when the catalogue's chunk loads, so these strings travel with the screen that uses them.
addTranslations('exemption-types', { en, es });
addMessages(esMessages);
