import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import {
  FEEDBACK_CATEGORIES,
  NOTIFICATION_KINDS,
  TEXT_MESSAGE_STATUSES,
} from '@tracker/contracts/http/notifications';
import type { Migration } from '@tracker/kit/data/db';

/**
 * In-app notifications, text messages and their senders' opt-outs, reminders sent, feedback, and the
 * read model of users, activities and exemptions the texts and reminders are worked out from.
 */
export const notificationsMigration: Migration = {
  name: '002-notifications',
  async up(knex) {
    // Reminders and feedback e-mails are not caused by an event.
    await knex.raw('alter table email_log alter column event_id drop not null');

    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.text('username').notNullable();
      t.text('email').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      // E.164, as texts arrive from it; several accounts may give the same number.
      t.text('phone').nullable().index();
      t.date('birthdate').nullable();
      t.text('preferred_language')
        .notNullable()
        .checkIn([...LANGUAGES]);
      t.decimal('required_monthly_hours', 5, 2).notNullable();
      t.boolean('is_admin').notNullable();
      t.boolean('email_verified').notNullable();
      // When the event that wrote the row happened, so an older event arriving late changes nothing.
      t.timestamp('event_at', { useTz: true }).notNullable();
    });

    // Accounts that are gone: late events about them are dropped instead of recreating their rows.
    await knex.schema.createTable('removed_users', (t) => {
      t.uuid('id').primary();
      t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await knex.schema.createTable('activities', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('type')
        .notNullable()
        .checkIn([...ACTIVITY_TYPES]);
      t.decimal('hours', 6, 2).notNullable();
      t.date('date').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['user_id', 'date']);
    });

    // Deleted activities, so a logged or updated event arriving after the delete cannot bring one back.
    await knex.schema.createTable('removed_activities', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
    });

    await knex.schema.createTable('exemptions', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.text('type_name').notNullable();
      t.text('status')
        .notNullable()
        .checkIn([...EXEMPTION_STATUSES]);
      t.date('effective_date').nullable();
      t.date('expiration_date').nullable();
      t.boolean('is_permanent').notNullable();
      t.timestamp('event_at', { useTz: true }).notNullable();
    });

    await knex.schema.createTable('notifications', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('kind')
        .notNullable()
        .checkIn([...NOTIFICATION_KINDS]);
      // The notice's facts; the words are written when it is read, in the reader's language.
      t.jsonb('notice').notNullable();
      t.text('link').nullable();
      t.timestamp('read_at', { useTz: true }).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['user_id', 'created_at']);
    });

    await knex.schema.createTable('text_messages', (t) => {
      t.uuid('id').primary();
      t.text('direction').notNullable().checkIn(['inbound', 'outbound']);
      t.uuid('user_id').nullable().index();
      t.text('from_number').notNullable();
      t.text('to_number').notNullable();
      t.text('message_body').notNullable();
      // Twilio's id: a retried webhook carries the same one, so it is handled once.
      t.text('message_sid').notNullable().unique();
      t.text('status')
        .notNullable()
        .checkIn([...TEXT_MESSAGE_STATUSES]);
      t.uuid('activity_id').nullable();
      t.boolean('processed').notNullable().defaultTo(false);
      t.text('error_message').nullable();
      t.integer('num_media').notNullable().defaultTo(0);
      t.jsonb('media_urls').notNullable().defaultTo('[]');
      t.jsonb('media_content_types').notNullable().defaultTo('[]');
      t.boolean('has_attachments').notNullable().defaultTo(false);
      // The answer given to an inbound text, given again when the webhook is retried.
      t.text('reply_body').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // A number's choice to get texts or not (STOP / START), whoever's account it is on.
    await knex.schema.createTable('sms_subscribers', (t) => {
      t.text('phone').primary();
      t.uuid('user_id').nullable().index();
      t.boolean('opted_out').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // One row per reminder sent: the key keeps replicas and repeated runs from sending it twice.
    await knex.schema.createTable('reminders_sent', (t) => {
      t.uuid('user_id').notNullable();
      t.text('kind').notNullable();
      t.text('period').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['user_id', 'kind', 'period']);
    });

    await knex.schema.createTable('feedback', (t) => {
      t.uuid('id').primary();
      // Cleared when the account is deleted: the feedback stays, the link to its sender does not.
      t.uuid('user_id').nullable().index();
      t.text('category')
        .notNullable()
        .checkIn([...FEEDBACK_CATEGORIES]);
      t.text('message').notNullable();
      t.boolean('may_contact').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['created_at']);
    });
  },
  async down(knex) {
    for (const table of [
      'feedback',
      'reminders_sent',
      'sms_subscribers',
      'text_messages',
      'notifications',
      'exemptions',
      'removed_activities',
      'activities',
      'removed_users',
      'users',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
    await knex('email_log').whereNull('event_id').delete();
    await knex.raw('alter table email_log alter column event_id set not null');
  },
};
