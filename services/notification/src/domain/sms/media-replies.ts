import type { ActivityType } from '@tracker/contracts/constants/activities';
import type { Language } from '@tracker/contracts/constants/accounts';
import { hoursNumber } from '../format.js';
import { activityTypeNames } from '../labels.js';
import type { KeptFiles, MediaProblem } from './media-files.js';

/** The answers to a text that carried photos or PDFs, in one language; each fits two messages at most. */
export interface MediaReplies {
  /**
   * The files went to the request waiting on the sender, which goes back to its reviewer with them;
   * `refused` others could not be kept.
   */
  addedToRequest(kept: KeptFiles, requestName: string, refused: number): string;
  /** The hours were read and the files will be attached to them once logged. */
  addedToActivity(type: ActivityType, hours: number, kept: KeptFiles, refused: number): string;
  /** The hours were read, but no file could be kept. */
  activityWithoutFile(type: ActivityType, hours: number, problem: MediaProblem): string;
  /** `DOC` from someone no request is waiting on: nothing was kept. */
  noWaitingRequest: string;
  /** Files without `DOC` or hours: what to send for them to be kept. */
  howToSend: string;
  /** No file of the text could be kept, and why. */
  refused(problem: MediaProblem): string;
}

const en: MediaReplies = {
  addedToRequest: (kept, name, refused) =>
    `Got ${filesEn(kept)}: added to your ${name} request and sent to the reviewer.${refused > 0 ? ` ${refusedEn(refused)}` : ''}`,
  addedToActivity: (type, hours, kept, refused) =>
    `Got it: ${hoursEn(hours)} of ${activityTypeNames.en[type]}, with ${filesEn(kept)}. We will text you once it is logged.${refused > 0 ? ` ${refusedEn(refused)}` : ''}`,
  activityWithoutFile: (type, hours, problem) =>
    `Got it: ${hoursEn(hours)} of ${activityTypeNames.en[type]}. Your file was not kept: ${problemEn[problem]}.`,
  noWaitingRequest:
    'No request is waiting on a document from you, so the file was not kept. To add proof to hours, text it with them, e.g. WORK 2 Stocked shelves',
  howToSend:
    'To keep this file, text it again with DOC for a request waiting on you, or with your hours, e.g. WORK 2 Stocked shelves',
  refused: (problem) => `Your file was not kept: ${problemEn[problem]}. Please text a photo or a PDF.`,
};

const es: MediaReplies = {
  addedToRequest: (kept, name, refused) =>
    `Recibimos ${filesEs(kept)} y ${pronounEs(kept)} agregamos a su solicitud de ${name} para el revisor.${refused > 0 ? ` ${refusedEs(refused)}` : ''}`,
  addedToActivity: (type, hours, kept, refused) =>
    `Recibido: ${hoursEs(hours)} de ${activityTypeNames.es[type]}, con ${filesEs(kept)}. Le avisaremos al registrarlo.${refused > 0 ? ` ${refusedEs(refused)}` : ''}`,
  activityWithoutFile: (type, hours, problem) =>
    `Recibido: ${hoursEs(hours)} de ${activityTypeNames.es[type]}. No guardamos su archivo: ${problemEs[problem]}.`,
  // Without accents, so each stays one GSM-7 message of 160 characters rather than 70-character ones.
  noWaitingRequest:
    'Ninguna solicitud espera un documento suyo, asi que no guardamos el archivo. Para probar horas, envielo con ellas, p. ej. TRABAJO 2 Acomode estantes',
  howToSend:
    'Para guardar este archivo, envielo de nuevo con DOCUMENTO para su solicitud pendiente, o con sus horas, p. ej. TRABAJO 2 Acomode estantes',
  refused: (problem) => `No guardamos su archivo: ${problemEs[problem]}. Envíe una foto o un PDF.`,
};

/** The answers to texts with media, by language. */
export const mediaReplies: Record<Language, MediaReplies> = { en, es };

const problemEn: Record<MediaProblem, string> = {
  host: 'it did not come from our text service',
  unavailable: 'we could not get it, please try again',
  'too-large': 'it is over 5 MB',
  type: 'only photos and PDFs are kept',
  content: 'it is not a real photo or PDF',
};

const problemEs: Record<MediaProblem, string> = {
  host: 'no llegó de nuestro servicio de mensajes',
  unavailable: 'no pudimos obtenerlo, intente de nuevo',
  'too-large': 'pesa más de 5 MB',
  type: 'solo guardamos fotos y PDF',
  content: 'no es una foto o un PDF real',
};

function hoursEn(value: number): string {
  return `${hoursNumber(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;
}

function hoursEs(value: number): string {
  return `${hoursNumber(value, 'es')} ${value === 1 ? 'hora' : 'horas'}`;
}

function filesEn(kept: KeptFiles): string {
  if ('kind' in kept) return kept.kind === 'photo' ? 'your photo' : 'your document';
  return `your ${kept.count} files`;
}

function filesEs(kept: KeptFiles): string {
  if ('kind' in kept) return kept.kind === 'photo' ? 'su foto' : 'su documento';
  return `sus ${kept.count} archivos`;
}

function refusedEn(count: number): string {
  return count === 1 ? '1 other file was not kept.' : `${count} other files were not kept.`;
}

// Without accents, so an answer that has none stays GSM-7.
function refusedEs(count: number): string {
  return count === 1 ? 'Otro no se pudo guardar.' : `Otros ${count} no se pudieron guardar.`;
}

function pronounEs(kept: KeptFiles): string {
  if ('kind' in kept) return kept.kind === 'photo' ? 'la' : 'lo';
  return 'los';
}
