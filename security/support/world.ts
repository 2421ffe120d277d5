import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Role } from '../route-rules.js';
import {
  type Account,
  builtInAccounts,
  impersonating,
  registerEnrollee,
  registerUnverified,
  signIn,
  userIdByName,
} from './actors.js';
import { Client } from './client.js';
import {
  askForVerification,
  eventually,
  importStateData,
  logActivity,
  offeredTypeId,
  reportIncome,
  requestExemption,
  uploadExemptionFile,
  writeNote,
} from './records.js';
import type { SecuritySystem } from './system.js';

/** The demo enrollee's records every route is tried on. */
export interface EnrolleeRecords {
  activityId: string;
  activityAttachmentId: string;
  /** A signed download link of the activity's file, as the owner got it. */
  activityContentPath: string;
  incomeId: string;
  incomeAttachmentId: string;
  /** A signed download link of the pay record's paystub, as the owner got it. */
  incomeContentPath: string;
  exemptionTypeId: string;
  exemptionId: string;
  exemptionAttachmentId: string;
  exemptionContentPath: string;
  noteId: string;
  notificationId: string;
  /** A verification request the state made of the demo enrollee. */
  verificationId: string;
  /** An import of the state's data. */
  dataMatchImportId: string;
}

/**
 * The callers and the records of the access matrix: the demo enrollee owns everything; another
 * enrollee, the administrator and the administrator impersonating the demo try to reach it.
 */
export interface World {
  system: SecuritySystem;
  admin: Account & { client: Client };
  demo: Account & { client: Client };
  other: Account & { client: Client };
  clients: Record<Role, Client>;
  records: EnrolleeRecords;
  /** An account that never verified its e-mail: the target of administration calls. */
  unverifiedUserId: string;
  /** A new session for `role`, for calls that end or replace the one they are made with. */
  freshSession(role: Role): Promise<Client>;
  /** A session of a new account playing `role`, for calls that delete the account they are made with. */
  freshAccountSession(role: Role): Promise<Client>;
  /** A new unverified account's id. */
  newUnverifiedUser(): Promise<string>;
  newActivity(): Promise<{ activityId: string; attachmentId: string }>;
  newIncome(): Promise<{ incomeId: string; attachmentId: string }>;
  newExemption(): Promise<{ exemptionId: string; attachmentId: string }>;
  newExemptionAttachment(): Promise<string>;
  newNote(): Promise<string>;
  newExemptionType(): Promise<string>;
}

async function contentPath(client: Client, downloadPath: string): Promise<string> {
  const answer = await client.call('GET', downloadPath);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.downloadUrl as string;
}

/** The demo's first in-app notification, made by a reviewer's decision on a second request. */
async function notificationOfDemo(world: Pick<World, 'admin' | 'demo'>, typeId: string): Promise<string> {
  const { exemptionId } = await requestExemption(world.demo.client, typeId);
  const decided = await world.admin.client.call('PATCH', `/api/admin/exemptions/${exemptionId}/status`, {
    json: { status: 'under_review' },
  });
  expect(decided.status, decided.text).toBe(200);
  return eventually(async () => {
    const answer = await world.demo.client.call('GET', '/api/notifications');
    return (answer.body.notifications as Array<{ id: string }>)[0]?.id;
  }, 'the demo enrollee’s notification');
}

export async function buildWorld(system: SecuritySystem): Promise<World> {
  const { admin, demo } = await builtInAccounts(system);
  const other = await registerEnrollee(system);
  const impersonator = await impersonating(system, admin, demo.id);

  const activity = await logActivity(demo.client);
  const income = await reportIncome(demo.client);
  const exemptionTypeId = await offeredTypeId(demo.client);
  const exemption = await requestExemption(demo.client, exemptionTypeId);
  const records: EnrolleeRecords = {
    activityId: activity.activityId,
    activityAttachmentId: activity.attachmentId,
    activityContentPath: await contentPath(demo.client, `/api/attachments/${activity.attachmentId}/download`),
    incomeId: income.incomeId,
    incomeAttachmentId: income.attachmentId,
    incomeContentPath: await contentPath(
      demo.client,
      `/api/income/attachments/${income.attachmentId}/download`,
    ),
    exemptionTypeId,
    exemptionId: exemption.exemptionId,
    exemptionAttachmentId: exemption.attachmentId,
    exemptionContentPath: await contentPath(
      demo.client,
      `/api/exemptions/attachments/${exemption.attachmentId}/download`,
    ),
    noteId: await writeNote(demo.client, exemption.exemptionId),
    notificationId: await notificationOfDemo({ admin, demo }, exemptionTypeId),
    verificationId: await askForVerification(admin.client, demo.id),
    dataMatchImportId: await importStateData(admin.client),
  };

  const newUnverifiedUser = async () => {
    const account = await registerUnverified(system);
    return userIdByName(admin.client, account.username);
  };

  const world: World = {
    system,
    admin,
    demo,
    other,
    clients: {
      anonymous: new Client(system),
      enrollee: demo.client,
      'other enrollee': other.client,
      administrator: admin.client,
      impersonating: impersonator,
    },
    records,
    unverifiedUserId: await newUnverifiedUser(),
    async freshSession(role) {
      switch (role) {
        case 'anonymous':
          return new Client(system);
        case 'enrollee':
          return signIn(system, demo.username, demo.password);
        case 'other enrollee':
          return signIn(system, other.username, other.password);
        case 'administrator':
          return signIn(system, admin.username, admin.password);
        case 'impersonating':
          return impersonating(system, admin, demo.id);
      }
    },
    async freshAccountSession(role) {
      if (role === 'anonymous') return new Client(system);
      const enrollee = await registerEnrollee(system);
      if (role === 'impersonating') return impersonating(system, admin, enrollee.id);
      if (role !== 'administrator') return enrollee.client;
      const granted = await admin.client.call('POST', `/api/admin/make-admin/${enrollee.id}`);
      expect(granted.status, granted.text).toBe(200);
      return signIn(system, enrollee.username, enrollee.password);
    },
    newUnverifiedUser,
    newActivity: () => logActivity(demo.client),
    newIncome: () => reportIncome(demo.client),
    newExemption: () => requestExemption(demo.client, exemptionTypeId),
    newExemptionAttachment: () => uploadExemptionFile(demo.client, records.exemptionId),
    newNote: () => writeNote(demo.client, records.exemptionId),
    async newExemptionType() {
      const answer = await admin.client.call('POST', '/api/admin/medicaid-exemptions', {
        json: { exemptionName: `Security check ${randomUUID().slice(0, 8)}`, isActive: false },
      });
      expect(answer.status, answer.text).toBe(201);
      return answer.body.id as string;
    },
  };
  return world;
}
