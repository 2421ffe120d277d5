import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/verifications-admin.json';
import esMessages from '../../locales/es/verifications-admin-messages.json';
import es from '../../locales/es/verifications-admin.json';
import './i18n';

// Registered when an administration page of verification loads; the enrollee's words (month states,
// sources) come with it, since the detail page shows them too.
addTranslations('verifications-admin', { en, es });
addMessages(esMessages);
