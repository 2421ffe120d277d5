// Apart from replies.ts, which imports every language: each language imports this, and no import loops.
import type { ActivityType } from '@tracker/contracts/constants/activities';
import type { SmsProblem } from './command.js';

/** Every answer to an inbound text, in one language; typed so a language cannot miss one. */
export interface SmsReplies {
  /** The program, the formats, the types, PAY, STATUS, how to stop, and that rates may apply. */
  help: string;
  optedOut: string;
  optedIn: string;
  unknownNumber(registerUrl: string): string;
  sharedNumber(loginUrl: string): string;
  /** The number is on an account, but its owner has not confirmed it with the texted code yet. */
  unconfirmedNumber(profileUrl: string): string;
  /** What was wrong and what to send instead; `word` is the part of the text at fault. */
  problem(problem: SmsProblem, word: string | undefined): string;
  /** The activity text was read; a confirmation follows once it is logged. */
  received(type: ActivityType, hours: number): string;
  /** The pay text was read; a confirmation follows once it is recorded. */
  payReceived(grossAmountCents: number, employer: string): string;
}

/**
 * A piece of the sender's own text quoted back, short enough to keep the answer one message. Cut with
 * three full stops: an ellipsis character is not in GSM-7, and would turn the answer into UCS-2.
 */
export function quoted(word: string | undefined): string {
  const text = (word ?? '').trim();
  return text.length > 20 ? `${text.slice(0, 17)}...` : text;
}
