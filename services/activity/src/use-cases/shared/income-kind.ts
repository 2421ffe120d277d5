import type { IncomeAttachment } from '@tracker/contracts/http/income';
import { type IncomeRecord, toIncomeAttachmentResponse } from '../../domain/income.js';
import { incomeNotFound } from '../../errors.js';
import { recordIncomeDeleted } from '../../store/income-events.js';
import { deleteIncomeRow, findIncome } from '../../store/income-records.js';
import { INCOME_ATTACHMENT_TABLES } from '../../store/record-attachments.js';
import type { RecordKind } from './record-kind.js';

/** Pay records as a kind of record with files (paystubs), kept apart from activities' files. */
export const INCOME_RECORDS: RecordKind<IncomeRecord, IncomeAttachment> = {
  tables: INCOME_ATTACHMENT_TABLES,
  storageArea: 'income',
  paths: { records: '/api/income', attachments: '/api/income/attachments' },
  find: findIncome,
  dateField: 'payDate',
  dateOf: (record) => record.payDate,
  notFound: incomeNotFound,
  deleteRow: deleteIncomeRow,
  recordDeleted: recordIncomeDeleted,
  toAttachmentResponse: toIncomeAttachmentResponse,
  audit: {
    deleted: 'income-record.deleted',
    attachmentsViewed: 'income-attachments.viewed',
    attachmentUploaded: 'income-attachment.uploaded',
    attachmentDeleted: 'income-attachment.deleted',
    attachmentRead: {
      'link-issued': 'income-attachment.link-issued',
      downloaded: 'income-attachment.downloaded',
    },
  },
};
