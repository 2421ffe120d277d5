import { exemptionTypeFields, isStudentExemptionType } from '@tracker/contracts/http/exemption-types';
import { describe, expect, it } from 'vitest';
import { federalCategories } from '../../src/domain/federal-categories.js';

describe('the federal categories', () => {
  const categories = federalCategories();

  it('are valid catalogue entries, numbered 0..n-1, for every state', () => {
    expect(categories.map((category) => category.sortOrder)).toEqual(categories.map((_c, index) => index));
    for (const category of categories) {
      expect(exemptionTypeFields.parse(category)).toEqual(category);
      expect(category).toMatchObject({ state: 'Default', isActive: true });
      expect(category.description).toBeTruthy();
      expect(category.exemptionNameEs).toBeTruthy();
      expect(category.descriptionEs).toBeTruthy();
      expect(category.proofHint).toBeTruthy();
      expect(category.proofHintEs).toBeTruthy();
    }
    expect(new Set(categories.map((category) => category.abbreviation)).size).toBe(categories.length);
  });

  it('never show an enrollee their code: no name, in either language, is or holds the abbreviation', () => {
    for (const category of categories) {
      for (const words of [category.exemptionName, category.exemptionNameEs]) {
        expect(words).not.toContain(category.abbreviation);
      }
    }
  });

  it('cover the categories the rule names, with permanence only for lasting conditions', () => {
    const byAbbreviation = Object.fromEntries(
      categories.map((category) => [category.abbreviation, category]),
    );
    expect(Object.keys(byAbbreviation).sort()).toEqual(
      [
        'AI_AN',
        'FOSTER',
        'HARDSHIP',
        'MED_FRAIL',
        'PARENT',
        'PREGNANT',
        'REENTRY',
        'SNAP_TANF',
        'STUDENT',
        'SUD_TX',
        'VETERAN',
      ].sort(),
    );
    expect(
      categories
        .filter((category) => category.allowsPermanent)
        .map((c) => c.abbreviation)
        .sort(),
    ).toEqual(['AI_AN', 'MED_FRAIL', 'VETERAN']);
    expect(byAbbreviation.REENTRY).toMatchObject({ maxDurationMonths: 3 });
  });

  it('include exactly one student type, recognisable by its abbreviation', () => {
    expect(categories.filter(isStudentExemptionType)).toHaveLength(1);
  });
});
