import type { Language } from '@tracker/contracts/constants/accounts';
import { en } from './replies-en.js';
import { es } from './replies-es.js';
import type { SmsReplies } from './reply-texts.js';

export const smsReplies: Record<Language, SmsReplies> = { en, es };

// STATUS is answered with the month's determination in the dashboard's words: see `status-text.ts`.
