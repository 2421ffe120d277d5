import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/exemptions.json';
import esMessages from '../../locales/es/exemptions-messages.json';
import es from '../../locales/es/exemptions.json';

// The exemption pieces are shared by the enrollee dashboard and the state portal; whichever loads
// first registers their strings.
addTranslations('exemptions', { en, es });
addMessages(esMessages);
