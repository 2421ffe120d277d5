import { qualifyingTypesSetting } from '@tracker/contracts/rules/qualifying-types';
import { describe, expect, it } from 'vitest';
import { errors, valid } from '../support/parse.js';

describe('the QUALIFYING_TYPES setting', () => {
  it('leaves the choice to the rule profile when unset', () => {
    expect(valid(qualifyingTypesSetting, undefined)).toBeUndefined();
  });

  it('reads a comma list in any case and order, each type once, in the catalogue’s order', () => {
    expect(valid(qualifyingTypesSetting, ' Volunteer, employment ,training,employment,')).toEqual([
      'employment',
      'training',
      'volunteer',
    ]);
  });

  it('refuses an unknown type and a list naming none', () => {
    expect(errors(qualifyingTypesSetting, 'employment,sleeping')).toEqual({
      _: 'Expected a comma-separated list of job_search, employment, training, volunteer',
    });
    expect(errors(qualifyingTypesSetting, ' , ')).toEqual({ _: 'Name at least one activity type' });
  });
});
