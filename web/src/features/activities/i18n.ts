import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/activities.json';
import esMessages from '../../locales/es/activities-messages.json';
import es from '../../locales/es/activities.json';
import '../../lib/upload-messages';

// The activity pieces are shared by the dashboard and the activity pages; whichever loads first
// registers their strings.
addTranslations('activities', { en, es });
addMessages(esMessages);
