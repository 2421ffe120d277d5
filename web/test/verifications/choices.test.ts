import * as contract from '@tracker/contracts/http/verifications';
import { describe, expect, it } from 'vitest';
import * as choices from '../../src/features/verifications/lib/choices';

describe("the administration pages' copies of the contract's lists", () => {
  it('are the same as the contract', () => {
    expect(choices.VERIFICATION_STATUSES).toEqual(contract.VERIFICATION_STATUSES);
    expect(choices.VERIFICATION_REASONS).toEqual(contract.VERIFICATION_REASONS);
    expect(choices.FINAL_VERIFICATION_STATUSES).toEqual(contract.FINAL_VERIFICATION_STATUSES);
  });
});
