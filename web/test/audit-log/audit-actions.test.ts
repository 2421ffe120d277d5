import { AUDIT_ACTIONS as CONTRACT_ACTIONS } from '@tracker/contracts/http/admin-audit';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/features/audit-log/lib/audit-actions';

describe("the audit screen's actions", () => {
  it("are the contracts' actions, in the same order", () => {
    expect(AUDIT_ACTIONS).toEqual(CONTRACT_ACTIONS);
  });
});
