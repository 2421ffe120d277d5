import type {
  ExemptionStatus,
  ExemptionTypeState,
  NoteAuthorType,
} from '@tracker/contracts/constants/exemptions';
import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ExemptionAttachment, ExemptionNote, UserExemption } from '@tracker/contracts/http/exemptions';

// Records as the store reads them. Calendar days are `YYYY-MM-DD` text; instants are Dates.

export interface ExemptionTypeRecord {
  id: string;
  exemptionName: string;
  abbreviation: string | null;
  description: string | null;
  exemptionNameEs: string | null;
  descriptionEs: string | null;
  proofHint: string | null;
  proofHintEs: string | null;
  state: ExemptionTypeState;
  minDurationMonths: number | null;
  maxDurationMonths: number | null;
  defaultDurationMonths: number | null;
  allowsPermanent: boolean;
  isRenewable: boolean;
  isActive: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What an enrollee asks for, as stored. */
export interface RequestedTerms {
  applicationNotes: string | null;
  durationRequestedMonths: number | null;
  requestPermanent: boolean;
  effectiveDate: string | null;
  expirationDate: string | null;
  currentlyEnrolled: boolean | null;
  schoolName: string | null;
  creditHours: number | null;
  expectedGraduationMonth: number | null;
  expectedGraduationYear: number | null;
}

export interface UserExemptionRecord extends RequestedTerms {
  id: string;
  userId: string;
  medicaidExemptionId: string;
  status: ExemptionStatus;
  appliedDate: string | null;
  requestDate: Date;
  supportingDocuments: string | null;
  durationApprovedMonths: number | null;
  isPermanent: boolean;
  isRenewal: boolean;
  approvalDate: Date | null;
  approverUserId: string | null;
  denialReason: string | null;
  waitingMessage: string | null;
  replyBy: string | null;
  resetMessage: string | null;
  reviewedBy: string | null;
  reviewedDate: Date | null;
  createdBy: string;
  lastModifiedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** From the type. */
  typeName: string;
  typeNameEs: string | null;
  abbreviation: string | null;
  allowsPermanent: boolean;
  /** The requester's username from the read model, when it is known. */
  username: string | null;
}

export interface NoteRecord {
  id: string;
  exemptionId: string;
  authorUserId: string;
  authorType: NoteAuthorType;
  noteText: string;
  isInternal: boolean;
  authorUsername: string | null;
  createdByUserId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An attachment as stored; `storageKey` and `bucket` never leave the service. */
export interface AttachmentRecord {
  id: string;
  exemptionId: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  fileType: string;
  storageKey: string;
  bucket: string;
  description: string | null;
  uploadedByUserId: string;
  /** The uploader's username from the read model, when it is known. */
  uploadedBy: string | null;
  uploadedAt: Date;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toExemptionTypeResponse(type: ExemptionTypeRecord): ExemptionType {
  return {
    id: type.id,
    exemptionName: type.exemptionName,
    abbreviation: type.abbreviation,
    description: type.description,
    exemptionNameEs: type.exemptionNameEs,
    descriptionEs: type.descriptionEs,
    proofHint: type.proofHint,
    proofHintEs: type.proofHintEs,
    state: type.state,
    minDurationMonths: type.minDurationMonths,
    maxDurationMonths: type.maxDurationMonths,
    defaultDurationMonths: type.defaultDurationMonths,
    allowsPermanent: type.allowsPermanent,
    isRenewable: type.isRenewable,
    isActive: type.isActive,
    sortOrder: type.sortOrder,
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
}

export function toUserExemptionResponse(record: UserExemptionRecord): UserExemption {
  return {
    id: record.id,
    userId: record.userId,
    medicaidExemptionId: record.medicaidExemptionId,
    medicaidExemptionName: record.typeName,
    medicaidExemptionNameEs: record.typeNameEs,
    abbreviation: record.abbreviation,
    allowsPermanent: record.allowsPermanent,
    status: record.status,
    appliedDate: record.appliedDate,
    requestDate: record.requestDate.toISOString(),
    applicationNotes: record.applicationNotes,
    supportingDocuments: record.supportingDocuments,
    durationRequestedMonths: record.durationRequestedMonths,
    requestPermanent: record.requestPermanent,
    durationApprovedMonths: record.durationApprovedMonths,
    isPermanent: record.isPermanent,
    isRenewal: record.isRenewal,
    effectiveDate: record.effectiveDate,
    expirationDate: record.expirationDate,
    approvalDate: iso(record.approvalDate),
    approverUserId: record.approverUserId,
    denialReason: record.denialReason,
    waitingMessage: record.waitingMessage,
    replyBy: record.replyBy,
    resetMessage: record.resetMessage,
    reviewedBy: record.reviewedBy,
    reviewedDate: iso(record.reviewedDate),
    currentlyEnrolled: record.currentlyEnrolled,
    schoolName: record.schoolName,
    creditHours: record.creditHours,
    expectedGraduationMonth: record.expectedGraduationMonth,
    expectedGraduationYear: record.expectedGraduationYear,
    createdBy: record.createdBy,
    lastModifiedBy: record.lastModifiedBy,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Shown in place of a username the read model does not know (yet): the id's first characters. */
export function shortUserId(userId: string): string {
  return userId.slice(0, 8);
}

/** A request as the State Exemption Portal lists it. */
export function toReviewedExemptionResponse(record: UserExemptionRecord): ReviewedExemption {
  return { ...toUserExemptionResponse(record), username: record.username ?? shortUserId(record.userId) };
}

export function toNoteResponse(note: NoteRecord): ExemptionNote {
  return {
    id: note.id,
    exemptionId: note.exemptionId,
    authorUserId: note.authorUserId,
    authorType: note.authorType,
    noteText: note.noteText,
    isInternal: note.isInternal,
    authorUsername: note.authorUsername,
    createdByUserId: note.createdByUserId,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

export function toAttachmentResponse(attachment: AttachmentRecord): ExemptionAttachment {
  return {
    id: attachment.id,
    exemptionId: attachment.exemptionId,
    fileName: attachment.fileName,
    originalName: attachment.originalName,
    fileSize: attachment.fileSize,
    fileType: attachment.fileType,
    description: attachment.description,
    uploadedBy: attachment.uploadedBy,
    uploadedByUserId: attachment.uploadedByUserId,
    uploadedAt: attachment.uploadedAt.toISOString(),
  };
}
