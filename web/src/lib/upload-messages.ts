import esMessages from '../locales/es/upload-messages.json';
import { addMessages } from './i18n';

// The server refuses a file in the same words wherever it is sent (an activity, a pay record, an
// exemption request): every screen that sends files registers their Spanish by importing this.
addMessages(esMessages);
