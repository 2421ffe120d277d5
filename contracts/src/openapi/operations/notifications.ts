import { idParams } from '../../http/fields.js';
import {
  receiveTextRequest,
  receiveTextResponse,
  listFeedbackRequest,
  listFeedbackResponse,
  listNotificationsRequest,
  listNotificationsResponse,
  markAllNotificationsReadResponse,
  markNotificationReadResponse,
  sendFeedbackRequest,
  sendFeedbackResponse,
  getSmsNumberResponse,
} from '../../http/notifications.js';
import { type ApiOperation, content, json, jsonBody } from '../operation.js';

/** In-app notifications, texts from enrollees (Twilio's webhook), and feedback. */
export const notificationOperations: readonly ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: 'One’s notifications, newest first',
    tag: 'Notifications',
    access: 'signed-in',
    query: listNotificationsRequest,
    answers: [json(listNotificationsResponse, 'The notifications and how many are unread.')],
  },
  {
    method: 'PATCH',
    path: '/api/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all of one’s notifications read',
    tag: 'Notifications',
    access: 'signed-in',
    answers: [json(markAllNotificationsReadResponse, 'How many were marked.')],
  },
  {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    operationId: 'markNotificationRead',
    summary: 'Mark one of one’s notifications read',
    tag: 'Notifications',
    access: 'self',
    params: idParams,
    answers: [json(markNotificationReadResponse, 'The notification as it is now.')],
  },
  {
    method: 'GET',
    path: '/api/sms/number',
    operationId: 'getSmsNumber',
    summary: 'The number enrollees text their hours to',
    tag: 'Texts',
    access: 'public',
    answers: [json(getSmsNumberResponse, 'The number, in E.164 form.')],
  },
  {
    method: 'POST',
    path: '/api/sms/inbound',
    operationId: 'receiveText',
    summary: 'Twilio’s webhook for a text sent to the service’s number',
    description:
      'Point the Twilio number’s messaging webhook here. The signature covers the public address ' +
      '(`APP_URL` and the path) and every form field; an unsigned request leaves no trace. A retried ' +
      'webhook is answered again without acting twice.',
    tag: 'Texts',
    access: 'webhook',
    body: { fields: [receiveTextRequest], encodings: ['form'] },
    answers: [
      content(['text/xml'], 'TwiML, holding the reply text when there is one.', {
        schema: receiveTextResponse,
      }),
    ],
    errors: { 403: { description: 'The request does not carry Twilio’s valid signature.' } },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    operationId: 'sendFeedback',
    summary: 'Send feedback about the app',
    tag: 'Feedback',
    access: 'signed-in',
    body: jsonBody(sendFeedbackRequest),
    answers: [json(sendFeedbackResponse, 'The feedback as stored.', { status: 201 })],
  },
  {
    method: 'GET',
    path: '/api/admin/feedback',
    operationId: 'listFeedback',
    summary: 'Feedback people sent, newest first',
    tag: 'Feedback',
    access: 'admin',
    query: listFeedbackRequest,
    answers: [
      json(listFeedbackResponse, 'The feedback, with the sender’s address when they agreed to be contacted.'),
    ],
  },
];
