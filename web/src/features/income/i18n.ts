import { addMessages, addTranslations } from '../../lib/i18n';
import en from '../../locales/en/income.json';
import esMessages from '../../locales/es/income-messages.json';
import es from '../../locales/es/income.json';

// The pay pages register their strings when their code loads, so no other page downloads them.
addTranslations('income', { en, es });
addMessages(esMessages);
