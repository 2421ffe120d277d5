import type { AttachmentRead } from '@tracker/kit/storage/attachment-content';
import type { Knex } from 'knex';
import type { RecordAttachment } from '../../domain/record-attachment.js';
import type { AttachmentTables } from '../../store/record-attachments.js';
import type { ServiceAuditAction } from './audit.js';

type Db = Knex | Knex.Transaction;

/** What every kind of record with files has: an id and the person it belongs to. */
export interface OwnedRecord {
  id: string;
  userId: string;
}

/**
 * One kind of record that carries files (activities, pay records): everything the shared
 * attachment and deletion use cases need to know about it. `TAttachment` is how its answers show a
 * file.
 */
export interface RecordKind<TRecord extends OwnedRecord = OwnedRecord, TAttachment = unknown> {
  tables: AttachmentTables;
  /** The blob store's area for the kind's files, apart from every other kind's. */
  storageArea: string;
  paths: {
    /** The records' calls; a record's attachments are under `{records}/:id/attachments`. */
    records: string;
    /** The attachments' own calls: `{attachments}/:id/download` and the signed `…/content`. */
    attachments: string;
  };
  find(db: Db, id: string, options?: { forUpdate?: boolean }): Promise<TRecord | undefined>;
  /** The field that holds a record's date, by which the entry window judges its writes. */
  dateField: 'date' | 'payDate';
  /** A record's date, `YYYY-MM-DD`. */
  dateOf(record: TRecord): string;
  /** The answer for a missing record, and for someone else's, whose existence is not revealed. */
  notFound(): Error;
  deleteRow(db: Db, id: string): Promise<void>;
  /** Records the kind's deletion event in the transaction that deletes the record. */
  recordDeleted(trx: Knex.Transaction, record: TRecord, correlationId?: string): Promise<void>;
  toAttachmentResponse(attachment: RecordAttachment): TAttachment;
  audit: {
    deleted: ServiceAuditAction;
    attachmentsViewed: ServiceAuditAction;
    attachmentUploaded: ServiceAuditAction;
    attachmentDeleted: ServiceAuditAction;
    attachmentRead: { [read in AttachmentRead]: ServiceAuditAction };
  };
}
