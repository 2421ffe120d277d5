import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ExemptionAttachment, ExemptionNote, UserExemption } from '@tracker/contracts/http/exemptions';
import { idEnding, USER_ID } from '../activities/support';
import { newExemptionRequest, plainExemptionType } from '../support/exemptions';

// Exemption fixtures, shared by the shared-component tests and the dashboard's exemption tests.

export { USER_ID };
export const ADMIN_ID = idEnding('ad0000000001');
export const EXEMPTION_ID = idEnding('e00000000001');

let counter = 0;

export function makeNote(overrides: Partial<ExemptionNote> = {}): ExemptionNote {
  counter += 1;
  return {
    id: idEnding(`b${counter}`),
    exemptionId: EXEMPTION_ID,
    authorUserId: USER_ID,
    authorType: 'enrollee',
    noteText: `Note ${counter}`,
    isInternal: false,
    authorUsername: 'maria',
    createdByUserId: USER_ID,
    createdAt: '2025-03-05T15:00:00.000Z',
    updatedAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function makeExemptionAttachment(overrides: Partial<ExemptionAttachment> = {}): ExemptionAttachment {
  counter += 1;
  return {
    id: idEnding(`c${counter}`),
    exemptionId: EXEMPTION_ID,
    fileName: `stored-${counter}.pdf`,
    originalName: 'doctor-letter.pdf',
    fileSize: 12_800,
    fileType: 'application/pdf',
    description: null,
    uploadedBy: 'maria',
    uploadedByUserId: USER_ID,
    uploadedAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function makeExemptionType(overrides: Partial<ExemptionType> = {}): ExemptionType {
  counter += 1;
  return {
    ...plainExemptionType({
      id: idEnding(`d${counter}`),
      exemptionName: `Exemption type ${counter}`,
      sortOrder: counter,
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
    ...overrides,
  };
}

export function makeUserExemption(overrides: Partial<UserExemption> = {}): UserExemption {
  counter += 1;
  return {
    ...newExemptionRequest({
      id: idEnding(`f${counter}`),
      userId: USER_ID,
      medicaidExemptionId: idEnding('d99'),
      medicaidExemptionName: 'Medically frail',
      abbreviation: 'MED',
      allowsPermanent: false,
    }),
    ...overrides,
  };
}
