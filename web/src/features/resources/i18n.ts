import { addTranslations } from '../../lib/i18n';
import en from '../../locales/en/resources.json';
import es from '../../locales/es/resources.json';

addTranslations('resources', { en, es });
