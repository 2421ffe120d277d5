import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/notification-item.json';
import esMessages from '../../locales/es/notifications-messages.json';
import es from '../../locales/es/notification-item.json';

// The notification pieces are shared by the dashboard and the notifications screen; whichever loads
// first registers their strings.
addTranslations('notification-item', { en, es });
addMessages(esMessages);
