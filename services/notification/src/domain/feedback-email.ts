import type { Feedback } from '@tracker/contracts/http/notifications';
import type { EmailContent } from './email-kind.js';
import { productName } from './product.js';
import { renderHtml } from './render-html.js';
import { renderText } from './render-text.js';

const categoryNames: Record<Feedback['category'], string> = {
  bug: 'Problem report',
  suggestion: 'Suggestion',
  question: 'Question',
  other: 'Other feedback',
};

export interface FeedbackSender {
  username: string | null;
  /** Only when the sender agreed to be contacted. */
  contactEmail: string | null;
}

/**
 * The e-mail that brings a piece of feedback to the program's staff (FEEDBACK_EMAIL). It is written in
 * English, the staff's language, whatever language the sender uses.
 */
export function buildFeedbackEmail(feedback: Feedback, sender: FeedbackSender): EmailContent {
  const who = sender.username ? `${sender.username} (user ${feedback.userId})` : 'an enrollee';
  const contact = sender.contactEmail
    ? `They agreed to be contacted about it at ${sender.contactEmail}.`
    : 'They did not ask to be contacted about it.';
  const subject = `${categoryNames[feedback.category]} from ${sender.username ?? 'an enrollee'}`;
  const email = {
    language: 'en' as const,
    subject: `${productName} feedback: ${subject}`,
    greeting: 'Hello,',
    intro: [`${categoryNames[feedback.category]} from ${who}, sent ${feedback.createdAt}:`, feedback.message],
    actions: [],
    outro: [contact],
    linkFallback: '',
    signOff: 'Thank you,',
    team: `The ${productName} team`,
    footer: 'This message was sent automatically from the feedback form.',
  };
  return { language: 'en', subject: email.subject, text: renderText(email), html: renderHtml(email) };
}
