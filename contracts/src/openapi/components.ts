import type { z } from 'zod';
import { errorBody } from '../errors.js';
import { activity, activityAttachment, attachmentUploadError } from '../http/activities.js';
import { adminUserListItem, adminUserProfile, loginRecord } from '../http/admin-users.js';
import { auditEntry } from '../http/admin-audit.js';
import { monthDetermination, nextStepJson, uncountedHoursItem } from '../http/determinations.js';
import { exemptionType } from '../http/exemption-types.js';
import { exemptionAttachment, exemptionNote, userExemption } from '../http/exemptions.js';
import { reviewedExemption } from '../http/exemption-review.js';
import { downloadLink } from '../http/fields.js';
import { currentUser, messageResponse } from '../http/identity.js';
import { incomeAttachment, incomeRecord } from '../http/income.js';
import { adminFeedback, feedback, notification } from '../http/notifications.js';
import { monthlyReport } from '../http/reports.js';
import { usageChannelCounts, usageDay } from '../http/usage.js';
import {
  adminVerificationRequest,
  dataMatchImport,
  hearingRequest,
  refusedRow,
  verificationMonth,
  verificationNotice,
  verificationRequest,
} from '../http/verifications.js';
import { workItem, workItemPerson } from '../http/work-queue.js';

/**
 * The answers' schemas that get a name of their own in the document (`components.schemas`): the
 * records the API speaks of, so a generated client has one type for each wherever it appears.
 */
export const namedSchemas: Readonly<Record<string, z.ZodType>> = {
  ErrorBody: errorBody,
  Message: messageResponse,
  CurrentUser: currentUser,
  AdminUser: adminUserListItem,
  AdminUserProfile: adminUserProfile,
  LoginRecord: loginRecord,
  AuditEntry: auditEntry,
  Activity: activity,
  ActivityAttachment: activityAttachment,
  AttachmentUploadError: attachmentUploadError,
  DownloadLink: downloadLink,
  IncomeRecord: incomeRecord,
  IncomeAttachment: incomeAttachment,
  MonthDetermination: monthDetermination,
  NextStep: nextStepJson,
  UncountedHours: uncountedHoursItem,
  MonthlyReport: monthlyReport,
  ExemptionType: exemptionType,
  UserExemption: userExemption,
  ReviewedExemption: reviewedExemption,
  ExemptionNote: exemptionNote,
  ExemptionAttachment: exemptionAttachment,
  Notification: notification,
  Feedback: feedback,
  AdminFeedback: adminFeedback,
  VerificationRequest: verificationRequest,
  AdminVerificationRequest: adminVerificationRequest,
  VerificationMonth: verificationMonth,
  VerificationNotice: verificationNotice,
  HearingRequest: hearingRequest,
  RefusedRow: refusedRow,
  DataMatchImport: dataMatchImport,
  WorkItem: workItem,
  WorkItemPerson: workItemPerson,
  UsageDay: usageDay,
  UsageChannelCounts: usageChannelCounts,
};
