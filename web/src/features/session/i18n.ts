import { addTranslations } from '../../lib/i18n';
import en from '../../locales/en/session.json';
import es from '../../locales/es/session.json';

addTranslations('session', { en, es });
