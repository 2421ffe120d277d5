import { receiveTextRequest } from '@tracker/contracts/http/notifications';
import { parseInput } from '@tracker/kit/http/errors';
import express, { type Request, Router } from 'express';
import twilio from 'twilio';
import type { NotificationDeps } from '../deps.js';
import { invalidTwilioSignature } from '../errors.js';
import { getSmsNumber } from '../use-cases/get-sms-number.js';
import { receiveText } from '../use-cases/receive-text.js';
import { receiveTextMedia } from '../use-cases/receive-text-media.js';

/**
 * Whether Twilio signed this request: its signature covers the public address it posted to (APP_URL
 * and the path, as the gateway passes it on whole) and every form field.
 */
function signedByTwilio(req: Request, appUrl: string, authToken: string): boolean {
  const signature = req.get('x-twilio-signature');
  if (!signature) return false;
  const url = `${appUrl.replace(/\/+$/, '')}${req.originalUrl}`;
  const params =
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return twilio.validateRequest(authToken, signature, url, params);
}

function twimlReply(reply: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (reply !== null) response.message(reply);
  return response.toString();
}

/** The Twilio webhook for inbound texts, and the number to text for the dashboard's help. */
export function smsRoutes(deps: NotificationDeps): Router {
  const router = Router();

  router.get('/api/sms/number', (_req, res) => {
    res.json(getSmsNumber(deps));
  });

  router.post(
    '/api/sms/inbound',
    express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 100 }),
    async (req, res) => {
      // Checked before anything is read or stored: an unsigned request leaves no trace.
      if (!signedByTwilio(req, deps.appUrl, deps.settings.smsAuthToken)) throw invalidTwilioSignature();
      const input = parseInput(receiveTextRequest, req.body ?? {});
      const answer =
        input.numMedia > 0
          ? await receiveTextMedia(deps, input)
          : await receiveText(deps, deps.db.knex, input);
      if (answer.recordedEvent) deps.nudgeOutbox();
      req.log?.info(
        { duplicate: answer.duplicate, replied: answer.reply !== null },
        answer.duplicate ? 'retried text webhook answered again' : 'text received',
      );
      res.type('text/xml').send(twimlReply(answer.reply));
    },
  );

  return router;
}
