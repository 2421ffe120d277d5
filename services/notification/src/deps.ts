import type { ActivityType } from '@tracker/contracts/constants/activities';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { BlobStore } from '@tracker/kit/storage/blob';
import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import type { Mailer } from './mailer.js';
import type { SmsSender } from './sms-sender.js';
import type { MediaSource } from './twilio-media.js';

/** The rules' settings as the use cases read them. */
export interface NotificationSettings {
  /** The zone "today" and the months of the requirement are counted in. */
  timeZone: string;
  qualifyingTypes: readonly ActivityType[];
  /** The active rule profile (`COMPLIANCE_PROFILE` and the state's changes), read once at start. */
  profile: RuleProfile;
  /** The day of the next month a month may be reported until. */
  reportingDay: number;
  /** The token Twilio signs inbound webhooks with. */
  smsAuthToken: string;
  /** Where feedback is e-mailed, if anywhere. */
  feedbackEmail: string | null;
}

/** Everything the use cases, routers and handlers work with; tests build it over a temporary folder. */
export interface NotificationDeps {
  db: Database;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  /** Where files texted in are left for the service that keeps them (the shared blob store). */
  blobs: BlobStore;
  /** Fetches the media of inbound texts from the allowed hosts and removes them from Twilio. */
  media: MediaSource;
  /** The web app's address, which links start with. */
  appUrl: string;
  settings: NotificationSettings;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  /** Wakes the text sender after a commit that wrote texts to send. */
  nudgeTexts(): void;
  /** Wakes the remover of texted media after media were queued for removal from Twilio. */
  nudgeMediaRemovals(): void;
  now(): Date;
}
