import type { Migration } from '@tracker/kit/data/db';

/**
 * The outbox of texts: a text to send is written here in the transaction that caused it (a logged
 * activity, a reminder, a code request) and sent after the commit by the sender loop, which claims
 * rows with a lease, calls Twilio outside any transaction, and then deletes the row and keeps the
 * text in `text_messages` (sent or failed). A row holds the whole text, a code included, only until
 * then.
 */
export const outboundTextsMigration: Migration = {
  name: '004-outbound-texts',
  async up(knex) {
    await knex.schema.createTable('outbound_texts', (t) => {
      // Becomes the id of the text in `text_messages`, so recording the outcome twice keeps one copy.
      t.uuid('id').primary();
      t.uuid('user_id').nullable().index();
      t.text('from_number').notNullable();
      t.text('to_number').notNullable();
      // As it is sent: a one-time code is in it until the row is gone.
      t.text('message_body').notNullable();
      // The code inside the body, masked in the kept copy and in any error kept or logged.
      t.text('secret').nullable();
      // Not sent after this (a code's expiry).
      t.timestamp('send_before', { useTz: true }).nullable();
      t.integer('attempts').notNullable().defaultTo(0);
      // Attempts that may have reached Twilio without the outcome being known (a sender that died or
      // timed out between the call and recording its answer): the text is sent again once, not more.
      t.integer('unknown_outcomes').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // A sender's claim: until then no other sender takes the row; `claim_id` says whose it is.
      t.timestamp('claimed_until', { useTz: true }).nullable();
      t.uuid('claim_id').nullable();
      t.text('last_error').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['next_attempt_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('outbound_texts');
  },
};
