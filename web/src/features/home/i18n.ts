import { addTranslations } from '../../lib/i18n';
import en from '../../locales/en/home.json';
import es from '../../locales/es/home.json';

addTranslations('home', { en, es });
