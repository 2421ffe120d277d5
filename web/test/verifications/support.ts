import type {
  AdminVerificationRequest,
  DataMatchImport,
  VerificationMonth,
  VerificationRequest,
} from '@tracker/contracts/http/verifications';

let counter = 0;

/** A request id ending in the given digits. */
export function requestId(tail: string | number): string {
  return `00000000-0000-4000-8000-${String(tail).padStart(12, '0')}`;
}

export function makeMonth(month: string, overrides: Partial<VerificationMonth> = {}): VerificationMonth {
  return {
    month,
    status: 'unknown',
    route: null,
    decidedBy: null,
    exemptions: [],
    missing: null,
    ...overrides,
  };
}

/** A month the state's wage records met. */
export const metByWages = (month: string) =>
  makeMonth(month, { status: 'met', route: 'income', decidedBy: 'wages' });

/** A month the person's own hours met. */
export const metByHours = (month: string) =>
  makeMonth(month, { status: 'met', route: 'hours', decidedBy: 'enrollee' });

/** A month short of 12 hours or $140 of pay. */
export const missingMonth = (month: string, hours = 12, incomeCents: number | null = 14_000) =>
  makeMonth(month, { status: 'not_met', missing: { hours, incomeCents } });

export function makeRequest(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  counter += 1;
  return {
    id: requestId(counter),
    reason: 'renewal',
    status: 'needs_information',
    months: [metByWages('2025-01'), missingMonth('2025-02')],
    monthsToMeet: 2,
    dueDate: '2025-04-30',
    notice: null,
    hearingRequest: null,
    createdAt: '2025-03-01T15:00:00.000Z',
    determinedAt: '2025-03-02T15:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminRequest(
  overrides: Partial<AdminVerificationRequest> = {},
): AdminVerificationRequest {
  return {
    ...makeRequest(),
    userId: '5d1c8f3e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
    person: { firstName: 'Maria', lastName: 'Lopez', username: 'maria' },
    medicaidIdLast4: '7665',
    ...overrides,
  };
}

export function makeImport(overrides: Partial<DataMatchImport> = {}): DataMatchImport {
  return {
    id: requestId('d1'),
    status: 'finished',
    fileName: 'wages-2025-02.csv',
    rows: 3,
    processed: 3,
    matched: 2,
    unmatched: 1,
    refused: [],
    duplicateOf: null,
    startedAt: '2025-03-20T12:00:00.000Z',
    finishedAt: '2025-03-20T12:00:01.000Z',
    ...overrides,
  };
}

/** A CSV file as an upload input takes it. */
export function csvFile(name = 'requests.csv', text = 'medicaidId,months,dueDate,reason\n'): File {
  return new File([text], name, { type: 'text/csv' });
}
