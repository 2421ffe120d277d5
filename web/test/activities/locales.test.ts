import { describe, it } from 'vitest';
import en from '../../src/locales/en/activities.json';
import esMessages from '../../src/locales/es/activities-messages.json';
import es from '../../src/locales/es/activities.json';
import enEntryWindow from '../../src/locales/en/entry-window.json';
import esEntryWindowMessages from '../../src/locales/es/entry-window-messages.json';
import esEntryWindow from '../../src/locales/es/entry-window.json';
import enUserActivities from '../../src/locales/en/user-activities.json';
import esUserActivitiesMessages from '../../src/locales/es/user-activities-messages.json';
import esUserActivities from '../../src/locales/es/user-activities.json';
import { expectTranslated } from '../support/translations';

describe('activities translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });

  it('has the entry window’s words in both languages, with the same placeholders', () => {
    expectTranslated({
      en: enEntryWindow,
      es: esEntryWindow,
      esMessages: esEntryWindowMessages,
      sameInBoth: [],
    });
  });

  it('has the administrators’ view of a user’s activities in both languages', () => {
    expectTranslated({ en: enUserActivities, es: esUserActivities, esMessages: esUserActivitiesMessages });
  });
});
