import { describe, it } from 'vitest';
import enItem from '../../src/locales/en/notification-item.json';
import en from '../../src/locales/en/notifications.json';
import esItem from '../../src/locales/es/notification-item.json';
import esMessages from '../../src/locales/es/notifications-messages.json';
import es from '../../src/locales/es/notifications.json';
import { expectTranslated } from '../support/translations';

describe('notifications translations', () => {
  it('has every string in both languages, translated, none left in English', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: [] });
  });

  it('has every string of a single notification in both languages, none left in English', () => {
    expectTranslated({ en: enItem, es: esItem, sameInBoth: [] });
  });
});
