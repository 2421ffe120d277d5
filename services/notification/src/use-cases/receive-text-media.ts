import { randomUUID } from 'node:crypto';
import type { Language } from '@tracker/contracts/constants/accounts';
import {
  type TextedFile,
  type TextedFileType,
  textedFilesFolder,
} from '@tracker/contracts/events/texted-file';
import type { ReceiveTextRequest } from '@tracker/contracts/http/notifications';
import { discardStoredFiles } from '@tracker/kit/storage/attachment-files';
import { checkUpload } from '@tracker/kit/storage/upload-rules';
import { holderOfNumber } from '../domain/number-holder.js';
import { toE164 } from '../domain/phone-number.js';
import { readSmsCommand } from '../domain/sms/command.js';
import { readDocumentKeyword } from '../domain/sms/media-command.js';
import {
  keptFilesOf,
  type MediaProblem,
  textedFileName,
  textedFileTypeOf,
} from '../domain/sms/media-files.js';
import { mediaReplies } from '../domain/sms/media-replies.js';
import type { NotificationDeps } from '../deps.js';
import {
  findSenderOfText,
  type InboundText,
  replyGivenTo,
  storeInboundText,
} from '../store/text-messages.js';
import { queueMediaRemovals, recordSmsDocumentReceived } from '../store/texted-media.js';
import { waitingRequestOf } from '../store/waiting-requests.js';
import type { MediumRef } from '../twilio-media.js';
import { receiveText, type InboundTextAnswer } from './receive-text.js';

type MediaDeps = Pick<
  NotificationDeps,
  'db' | 'blobs' | 'media' | 'logger' | 'appUrl' | 'settings' | 'now' | 'nudgeMediaRemovals'
>;

/** What fetching a text's media came to: the files left in the blob store and what was refused. */
interface FetchedFiles {
  kept: TextedFile[];
  problems: MediaProblem[];
  /** The media fetched from Twilio, kept or not, to remove from it once the text is handled. */
  fetched: MediumRef[];
}

/**
 * Fetches each medium of the text from the allowed hosts and checks it as an upload is checked (a
 * photo or a PDF, at most 5 MB, bytes that are what the type says), then leaves the ones that pass in
 * the blob store under the person's folder of texted files, for the service that keeps them.
 */
async function fetchTextedFiles(
  deps: MediaDeps,
  userId: string,
  input: ReceiveTextRequest,
): Promise<FetchedFiles> {
  const result: FetchedFiles = { kept: [], problems: [], fetched: [] };
  const folder = `${textedFilesFolder(userId)}${randomUUID()}`;
  for (const [index, url] of input.mediaUrls.entries()) {
    const declared = textedFileTypeOf(input.mediaContentTypes[index] ?? '');
    if (declared === null) {
      result.problems.push('type');
      continue;
    }
    const medium = await deps.media.fetch(url);
    if (!medium.ok) {
      result.problems.push(medium.problem);
      if (medium.problem === 'host')
        deps.logger.warn({ messageSid: input.messageSid }, 'texted media from a host not allowed');
      continue;
    }
    const ref = deps.media.refOf(url);
    if (ref !== null) result.fetched.push(ref);
    const fileName = textedFileName(declared, index + 1);
    const checked = await checkUpload({ originalName: fileName, mimeType: declared, bytes: medium.bytes });
    if (!checked.ok) {
      result.problems.push('content');
      continue;
    }
    const storageKey = `${folder}/${fileName}`;
    await deps.blobs.put(storageKey, checked.file.bytes, checked.file.contentType);
    result.kept.push({
      storageKey,
      fileName,
      contentType: checked.file.contentType as TextedFileType,
      fileSize: checked.file.bytes.length,
    });
  }
  return result;
}

/**
 * Handles a text that carries media (MMS): photos or PDFs a person sends as proof.
 * - `DOC` (`DOCUMENTO`) and any words: the files go to the sender's exemption request that waits on
 *   them (the one asked most recently), by a `notification.sms-document-received` event; with no such
 *   request, nothing is fetched and the reply says so.
 * - An activity (`WORK 2 Stocked shelves`): the files go with its `notification.sms-activity-received`
 *   event and are attached to the activity it logs.
 * - Nothing readable: nothing is fetched, and the reply says how to send files so they are kept.
 * - Keywords and pay are answered as without media, and the media are not kept.
 * Only a number's confirmed owner gets anything kept; anyone else is answered as for any text, and
 * nothing is fetched for them. The reply says where the files went. Media fetched are removed from
 * Twilio once the text is handled, by the remover, which tries again when Twilio fails.
 */
export async function receiveTextMedia(
  deps: MediaDeps,
  input: ReceiveTextRequest,
): Promise<InboundTextAnswer> {
  const db = deps.db.knex;
  const document = readDocumentKeyword(input.messageBody);
  const command = document === null ? readSmsCommand(input.messageBody) : null;
  if (command !== null && command.kind !== 'activity' && command.kind !== 'invalid') {
    return receiveText(deps, db, input);
  }

  const from = toE164(input.fromNumber) ?? input.fromNumber.trim();
  const sender = await findSenderOfText(db, from, input.messageSid);
  if (sender.earlier !== null) return { reply: sender.earlier.reply, duplicate: true, recordedEvent: false };
  const holder = holderOfNumber(sender.holders);
  // Told to register or to confirm the number, as for any text; nothing of theirs is fetched.
  if (holder.kind !== 'owner') return receiveText(deps, db, input);
  const owner = holder.account;
  const language: Language = document?.language ?? owner.preferredLanguage;
  const replies = mediaReplies[language];
  const answer = (reply: string) => (sender.optedOut ? null : reply);
  const textId = randomUUID();
  const text = (reply: string | null, errorMessage: string | null): InboundText => ({
    ...input,
    id: textId,
    fromNumber: from,
    toNumber: toE164(input.toNumber) ?? input.toNumber.trim(),
    userId: owner.id,
    status: errorMessage === null ? 'processed' : 'failed',
    processed: errorMessage === null,
    errorMessage,
    replyBody: reply,
  });
  /** Stores the text alone, with the reply it got. */
  const refuse = async (reply: string, errorMessage: string): Promise<InboundTextAnswer> => {
    const stored = text(answer(reply), errorMessage);
    if (!(await storeInboundText(db, stored))) {
      return { reply: await replyGivenTo(db, input.messageSid), duplicate: true, recordedEvent: false };
    }
    return { reply: stored.replyBody, duplicate: false, recordedEvent: false };
  };

  if (command?.kind === 'invalid') return refuse(replies.howToSend, 'Media without DOC or hours');

  let files: FetchedFiles;
  let handled: InboundTextAnswer;
  let filesTaken: boolean;
  if (document !== null) {
    const waiting = await waitingRequestOf(db, owner.id);
    if (waiting === null) return refuse(replies.noWaitingRequest, 'No request waiting on the sender');
    files = await fetchTextedFiles(deps, owner.id, input);
    const [problem = 'unavailable'] = files.problems;
    if (files.kept.length === 0) {
      handled = await refuse(replies.refused(problem), `Texted files not kept: ${files.problems.join(', ')}`);
      filesTaken = false;
    } else {
      const reply = answer(
        replies.addedToRequest(
          keptFilesOf(files.kept.map((f) => f.contentType)),
          // The request as the person reads it: by its Spanish name in a Spanish answer, where one is written.
          language === 'es' ? (waiting.typeNameEs ?? waiting.typeName) : waiting.typeName,
          files.problems.length,
        ),
      );
      const stored = text(reply, null);
      const kept = files.kept;
      filesTaken = await db.transaction(async (trx) => {
        if (!(await storeInboundText(trx, stored))) return false;
        await recordSmsDocumentReceived(trx, textId, {
          messageSid: input.messageSid,
          userId: owner.id,
          exemptionId: waiting.id,
          files: kept,
        });
        return true;
      });
      handled = filesTaken
        ? { reply, duplicate: false, recordedEvent: true }
        : { reply: await replyGivenTo(db, input.messageSid), duplicate: true, recordedEvent: false };
    }
  } else {
    files = await fetchTextedFiles(deps, owner.id, input);
    const { kept, problems } = files;
    const [problem = 'unavailable'] = problems;
    handled = await receiveText(deps, db, input, {
      files: kept,
      reply: (type, hours) =>
        kept.length > 0
          ? replies.addedToActivity(type, hours, keptFilesOf(kept.map((f) => f.contentType)), problems.length)
          : replies.activityWithoutFile(type, hours, problem),
    });
    // The activity's event carries the files only when this delivery recorded it.
    filesTaken = handled.recordedEvent;
  }

  if (!filesTaken && files.kept.length > 0) await discardStoredFiles(deps, files.kept);
  if (!handled.duplicate && files.fetched.length > 0) {
    await queueMediaRemovals(db, files.fetched);
    deps.nudgeMediaRemovals();
  }
  return handled;
}
