import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/notifications.json';
import esMessages from '../../locales/es/notifications-messages.json';
import es from '../../locales/es/notifications.json';

// Registered when the notifications screen's chunk loads, so these strings travel with it.
addTranslations('notifications', { en, es });
addMessages(esMessages);
