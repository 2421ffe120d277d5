import {
  createExemptionTypeRequest,
  reorderExemptionTypesRequest,
  updateExemptionTypeRequest,
} from '@tracker/contracts/http/exemption-types';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const ids = [
  '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f',
  '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
];

describe('exemption type fields', () => {
  it('fills the defaults of a new type', () => {
    expect(valid(createExemptionTypeRequest, { exemptionName: '  Caregiver  ' })).toEqual({
      exemptionName: 'Caregiver',
      exemptionNameEs: null,
      abbreviation: null,
      description: null,
      descriptionEs: null,
      proofHint: null,
      proofHintEs: null,
      state: 'Default',
      isActive: true,
      sortOrder: 0,
      minDurationMonths: null,
      maxDurationMonths: null,
      defaultDurationMonths: null,
      allowsPermanent: false,
      isRenewable: false,
    });
  });

  it.each([undefined, '', '   '])('requires a name (%j) on create and update', (exemptionName) => {
    const expected = { exemptionName: 'Exemption name is required' };
    expect(errors(createExemptionTypeRequest, { exemptionName })).toEqual(expected);
    expect(errors(updateExemptionTypeRequest, { exemptionName })).toEqual(expected);
  });

  it('allows an abbreviation of 15 characters, not 16', () => {
    expect(
      valid(createExemptionTypeRequest, { exemptionName: 'A', abbreviation: 'x'.repeat(15) }).abbreviation,
    ).toBe('x'.repeat(15));
    expect(errors(createExemptionTypeRequest, { exemptionName: 'A', abbreviation: 'x'.repeat(16) })).toEqual({
      abbreviation: 'Abbreviation must be 15 characters or less',
    });
  });

  it('reads form text: durations, sort order and flags', () => {
    const parsed = valid(createExemptionTypeRequest, {
      exemptionName: 'Student',
      state: 'Texas',
      isActive: 'false',
      sortOrder: '',
      minDurationMonths: '1',
      maxDurationMonths: '24',
      defaultDurationMonths: '',
      allowsPermanent: 'true',
      isRenewable: 'on',
    });
    expect(parsed).toMatchObject({
      state: 'Texas',
      isActive: false,
      sortOrder: 0,
      minDurationMonths: 1,
      maxDurationMonths: 24,
      defaultDurationMonths: null,
      allowsPermanent: true,
      isRenewable: true,
    });
  });

  it('keeps durations within 1 to 24 months and in order', () => {
    expect(
      errors(createExemptionTypeRequest, { exemptionName: 'A', minDurationMonths: 0, maxDurationMonths: 25 }),
    ).toEqual({
      minDurationMonths: 'Duration must be 1 to 24 months',
      maxDurationMonths: 'Duration must be 1 to 24 months',
    });
    expect(
      errors(createExemptionTypeRequest, { exemptionName: 'A', minDurationMonths: 6, maxDurationMonths: 3 }),
    ).toEqual({
      maxDurationMonths: 'Maximum duration must not be less than the minimum',
    });
    expect(
      errors(createExemptionTypeRequest, {
        exemptionName: 'A',
        minDurationMonths: 3,
        maxDurationMonths: 6,
        defaultDurationMonths: 12,
      }),
    ).toEqual({ defaultDurationMonths: 'Default duration must be between the minimum and maximum' });
  });

  it('refuses a negative sort order and a state that is not a state name', () => {
    expect(errors(createExemptionTypeRequest, { exemptionName: 'A', sortOrder: -1, state: 'TX' })).toEqual({
      sortOrder: 'Sort order must be 0 or more',
      state: 'Please select a state',
    });
  });
});

describe('reorder', () => {
  it('accepts every row renumbered 0..n-1', () => {
    const renumbered = { items: ids.map((id, sortOrder) => ({ id, sortOrder })) };
    expect(valid(reorderExemptionTypesRequest, renumbered)).toEqual(renumbered);
  });

  it('refuses gaps, repeats and an empty list', () => {
    expect(
      errors(reorderExemptionTypesRequest, {
        items: [
          { id: ids[0], sortOrder: 0 },
          { id: ids[1], sortOrder: 2 },
        ],
      }),
    ).toEqual({ items: 'Sort orders must run from 0 to 1 without gaps' });
    expect(
      errors(reorderExemptionTypesRequest, {
        items: [
          { id: ids[0], sortOrder: 0 },
          { id: ids[0], sortOrder: 1 },
        ],
      }),
    ).toEqual({ items: 'Each exemption may appear only once' });
    expect(errors(reorderExemptionTypesRequest, { items: [] })).toEqual({ items: 'Items are required' });
    expect(errors(reorderExemptionTypesRequest, {})).toEqual({ items: 'Items are required' });
  });
});
