import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH } from '../constants/exemptions.js';
import { SMS_MAX_LENGTH } from '../constants/sms.js';
import {
  blankAsUndefined,
  entityId,
  formBoolean,
  idParams,
  requiredText,
  textAsNumber,
  timestamp,
} from './fields.js';

// The notification service's calls: in-app notifications (`/api/notifications/**`), feedback
// (`/api/feedback`, and `/api/admin/feedback` for administrators), the Twilio webhook for inbound texts
// (`/api/sms/inbound`) and the number to text (`/api/sms/number`), plus the text message record. `<call>Request` is the body (or the query or path of calls without one);
// `<call>Params` the path of calls that also carry a body.

export const NOTIFICATION_KINDS = [
  'exemption_status',
  'exemption_note',
  'sms_activity',
  'reminder',
  'system',
] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notification = z.object({
  id: entityId,
  userId: entityId,
  kind: notificationKind,
  title: z.string(),
  message: z.string(),
  /** An in-app path to open, such as `/dashboard`; null when there is nothing to open. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notification = z.infer<typeof notification>;

// GET /api/notifications?unreadOnly=&limit= (newest first)
export const listNotificationsRequest = z.object({
  unreadOnly: formBoolean(false),
  limit: z.preprocess(
    (value) => textAsNumber(blankAsUndefined(value)),
    z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 to 100')
      .max(100, 'Limit must be 1 to 100')
      .default(50),
  ),
});
export type ListNotificationsRequest = z.infer<typeof listNotificationsRequest>;
export const listNotificationsResponse = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int().nonnegative(),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponse>;

// PATCH /api/notifications/:id/read
export const markNotificationReadRequest = idParams;
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequest>;
export const markNotificationReadResponse = notification;
export type MarkNotificationReadResponse = z.infer<typeof markNotificationReadResponse>;

// PATCH /api/notifications/read-all
export const markAllNotificationsReadResponse = z.object({ updated: z.number().int().nonnegative() });
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponse>;

export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'question', 'other'] as const;
export const feedbackCategory = z.enum(FEEDBACK_CATEGORIES, { error: 'Please choose a category' });
export type FeedbackCategory = z.infer<typeof feedbackCategory>;

export const feedback = z.object({
  id: entityId,
  userId: entityId.nullable(),
  category: feedbackCategory,
  message: z.string(),
  /** Whether the sender agrees to be contacted about it. */
  mayContact: z.boolean(),
  createdAt: timestamp,
});
export type Feedback = z.infer<typeof feedback>;

// POST /api/feedback
export const sendFeedbackRequest = z.object({
  category: z.preprocess(blankAsUndefined, feedbackCategory),
  message: requiredText('Message is required', {
    length: LONG_TEXT_MAX_LENGTH,
    message: `Feedback must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
  }),
  mayContact: formBoolean(false),
});
export type SendFeedbackRequest = z.infer<typeof sendFeedbackRequest>;
export const sendFeedbackResponse = feedback;
export type SendFeedbackResponse = z.infer<typeof sendFeedbackResponse>;

/** Feedback as administrators read it: who sent it, and how to reach them when they agreed to it. */
export const adminFeedback = feedback.extend({
  /** Null once the account is gone. */
  username: z.string().nullable(),
  /** The sender's e-mail address, only when they agreed to be contacted. */
  contactEmail: z.email().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

// GET /api/admin/feedback?limit= (newest first; administrators only)
export const listFeedbackRequest = z.object({
  limit: z.preprocess(
    (value) => textAsNumber(blankAsUndefined(value)),
    z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 to 500')
      .max(500, 'Limit must be 1 to 500')
      .default(100),
  ),
});
export type ListFeedbackRequest = z.infer<typeof listFeedbackRequest>;
export const listFeedbackResponse = z.object({ feedback: z.array(adminFeedback) });
export type ListFeedbackResponse = z.infer<typeof listFeedbackResponse>;

export const TEXT_MESSAGE_STATUSES = ['received', 'processed', 'failed', 'sent'] as const;
export const textMessageStatus = z.enum(TEXT_MESSAGE_STATUSES);
export type TextMessageStatus = z.infer<typeof textMessageStatus>;

/** A text received from or sent to an enrollee. */
export const textMessage = z.object({
  id: entityId,
  /** Null when the sending number belongs to no user. */
  userId: entityId.nullable(),
  fromNumber: z.string(),
  toNumber: z.string(),
  messageBody: z.string(),
  messageSid: z.string(),
  status: textMessageStatus,
  /** The activity the text logged, if it logged one. */
  activityId: entityId.nullable(),
  processed: z.boolean(),
  errorMessage: z.string().nullable(),
  numMedia: z.number().int().nonnegative(),
  mediaUrls: z.array(z.string()),
  mediaContentTypes: z.array(z.string()),
  hasAttachments: z.boolean(),
  createdAt: timestamp,
});
export type TextMessage = z.infer<typeof textMessage>;

/** A text about to be sent: the single-segment limit of 160 characters applies. */
export const textMessageDraft = z.object({
  fromNumber: requiredText('From number is required'),
  toNumber: requiredText('To number is required'),
  messageBody: requiredText('Message is required').max(SMS_MAX_LENGTH, 'Message too long'),
});
export type TextMessageDraft = z.infer<typeof textMessageDraft>;

/** Twilio attaches at most 10 media files to one message. */
const MAX_MEDIA = 10;
/** Longest body Twilio delivers (a multi-segment text). */
const MAX_INBOUND_BODY = 1600;

// POST /api/sms/inbound (Twilio's form-encoded webhook; any other fields it sends are ignored)
/**
 * Reads Twilio's fields (`From`, `To`, `Body`, `MessageSid`, `NumMedia`, `MediaUrl0..`,
 * `MediaContentType0..`) into the text message record's names. Texts longer than 160 characters are
 * accepted here, so the sender can be answered instead of the webhook failing.
 */
export const receiveTextRequest = z
  .looseObject({
    From: requiredText('From is required'),
    To: requiredText('To is required'),
    Body: z.string().max(MAX_INBOUND_BODY, 'Message too long').default(''),
    MessageSid: requiredText('MessageSid is required'),
    NumMedia: z.preprocess(
      (value) => textAsNumber(blankAsUndefined(value)),
      z.number({ error: 'NumMedia must be a number' }).int().min(0).max(MAX_MEDIA).default(0),
    ),
  })
  .superRefine((form, ctx) => {
    for (let i = 0; i < form.NumMedia; i++) {
      if (typeof form[`MediaUrl${i}`] !== 'string') {
        ctx.addIssue({ code: 'custom', path: [`MediaUrl${i}`], message: `MediaUrl${i} is required` });
      }
    }
  })
  .transform((form) => {
    const media = Array.from({ length: form.NumMedia }, (_, i) => ({
      url: String(form[`MediaUrl${i}`]),
      contentType:
        typeof form[`MediaContentType${i}`] === 'string' ? String(form[`MediaContentType${i}`]) : '',
    }));
    return {
      fromNumber: form.From,
      toNumber: form.To,
      messageBody: form.Body.trim(),
      messageSid: form.MessageSid,
      numMedia: form.NumMedia,
      mediaUrls: media.map((m) => m.url),
      mediaContentTypes: media.map((m) => m.contentType),
      hasAttachments: form.NumMedia > 0,
    };
  });
export type ReceiveTextRequest = z.infer<typeof receiveTextRequest>;
/** The answer is a TwiML document (`text/xml`), which may hold a reply text. */
export const receiveTextResponse = z.string().startsWith('<?xml');

// GET /api/sms/number (public: the dashboard's text-logging help shows it)
export const getSmsNumberResponse = z.object({
  /** The number enrollees text, in E.164 form (`+15005550006`). */
  phoneNumber: z.string().regex(/^\+\d{8,15}$/),
});
export type GetSmsNumberResponse = z.infer<typeof getSmsNumberResponse>;
