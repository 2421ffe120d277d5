import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/dashboard.json';
import esMessages from '../../locales/es/dashboard-messages.json';
import es from '../../locales/es/dashboard.json';

addTranslations('dashboard', { en, es });
addMessages(esMessages);
