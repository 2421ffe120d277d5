import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/audit-log.json';
import esMessages from '../../locales/es/audit-log-messages.json';
import es from '../../locales/es/audit-log.json';

// Registered when the audit screen's chunk loads, so these strings travel with the screen that uses them.
addTranslations('audit-log', { en, es });
addMessages(esMessages);
