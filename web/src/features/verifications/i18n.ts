import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/verifications.json';
import esMessages from '../../locales/es/verifications-messages.json';
import es from '../../locales/es/verifications.json';

// Registered with the dashboard's state-check card, so these strings travel with the code that shows them.
addTranslations('verifications', { en, es });
addMessages(esMessages);
