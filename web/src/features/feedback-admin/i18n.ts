import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/feedback-admin.json';
import esMessages from '../../locales/es/feedback-admin-messages.json';
import es from '../../locales/es/feedback-admin.json';

// Registered when the feedback screen's chunk loads, so these strings travel with it.
addTranslations('feedback-admin', { en, es });
addMessages(esMessages);
