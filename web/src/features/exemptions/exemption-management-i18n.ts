import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/exemption-management.json';
import esMessages from '../../locales/es/exemption-management-messages.json';
import es from '../../locales/es/exemption-management.json';

// Loaded with the Exemption Management chunk, not with the dashboard's first download.
addTranslations('exemption-management', { en, es });
addMessages(esMessages);
