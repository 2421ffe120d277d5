import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { smsSegments } from '@tracker/kit/testing/twilio';
import { describe, expect, it } from 'vitest';
import { readDocumentKeyword } from '../../src/domain/sms/media-command.js';
import { keptFilesOf, type MediaProblem } from '../../src/domain/sms/media-files.js';
import { mediaReplies } from '../../src/domain/sms/media-replies.js';

const problems: MediaProblem[] = ['host', 'unavailable', 'too-large', 'type', 'content'];
// The longest name of the federal categories the catalogue is seeded with.
const longestRequestName = 'Parent or caretaker of a child 13 or under, or of a person with a disability';
const kept = [
  keptFilesOf(['image/jpeg']),
  keptFilesOf(['application/pdf']),
  keptFilesOf(Array.from({ length: 10 }, () => 'image/png' as const)),
];

describe('answers to texts that carry files', () => {
  it.each(LANGUAGES)('fit two messages at most in %s, counted as carriers count them', (language) => {
    const replies = mediaReplies[language];
    const answers = [
      replies.noWaitingRequest,
      replies.howToSend,
      ...problems.map((problem) => replies.refused(problem)),
      ...kept.flatMap((files) =>
        [0, 1, 9].map((refused) => replies.addedToRequest(files, longestRequestName, refused)),
      ),
      ...ACTIVITY_TYPES.flatMap((type) => [
        ...kept.flatMap((files) =>
          [0, 1, 9].map((refused) => replies.addedToActivity(type, 23.5, files, refused)),
        ),
        ...problems.map((problem) => replies.activityWithoutFile(type, 23.5, problem)),
      ]),
    ];
    for (const answer of answers) expect(smsSegments(answer), answer).toBeLessThanOrEqual(2);
  });

  it.each(LANGUAGES)('say how to send a file in one GSM-7 message in %s', (language) => {
    const replies = mediaReplies[language];
    for (const answer of [replies.noWaitingRequest, replies.howToSend]) {
      expect(smsSegments(answer), answer).toBe(1);
      expect(answer.length, answer).toBeLessThanOrEqual(160);
    }
  });

  it('name the request and what was kept', () => {
    expect(mediaReplies.en.addedToRequest(keptFilesOf(['image/jpeg']), 'Medically frail', 0)).toBe(
      'Got your photo: added to your Medically frail request and sent to the reviewer.',
    );
    expect(mediaReplies.es.addedToRequest(keptFilesOf(['application/pdf']), 'Embarazo', 1)).toBe(
      'Recibimos su documento y lo agregamos a su solicitud de Embarazo para el revisor. Otro no se pudo guardar.',
    );
    expect(
      mediaReplies.en.addedToActivity('employment', 2, keptFilesOf(['image/png', 'application/pdf']), 0),
    ).toBe('Got it: 2 hours of Employment, with your 2 files. We will text you once it is logged.');
  });
});

describe('DOC', () => {
  it.each([
    ['DOC', null],
    ['doc my class schedule', null],
    ['Doc.', null],
    ['DOCUMENTO', 'es'],
    ['documentos del médico', 'es'],
    ['Document', 'en'],
  ])('%s asks for the files to go to the waiting request', (body, language) => {
    expect(readDocumentKeyword(body)).toEqual({ language });
  });

  it.each(['', 'WORK 2 Stocked shelves', 'DOCTOR visit', 'my DOC'])('%s does not', (body) => {
    expect(readDocumentKeyword(body)).toBeNull();
  });
});
