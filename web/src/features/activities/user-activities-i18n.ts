import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/user-activities.json';
import esMessages from '../../locales/es/user-activities-messages.json';
import es from '../../locales/es/user-activities.json';

addTranslations('user-activities', { en, es });
addMessages(esMessages);
