import { describe, expect, it } from 'vitest';
import { inDisplayOrder, renumberAfterMove, withOrder } from '../../src/features/exemption-types/lib/order';
import { makeType } from './support';

const A = makeType({ exemptionName: 'Alpha', sortOrder: 3 });
const B = makeType({ exemptionName: 'bravo', sortOrder: 3 });
const C = makeType({ exemptionName: 'Charlie', sortOrder: 0 });

describe('the order of the catalogue', () => {
  it('is by sort order, then by name whatever its case', () => {
    expect(inDisplayOrder([B, A, C]).map((type) => type.exemptionName)).toEqual([
      'Charlie',
      'Alpha',
      'bravo',
    ]);
  });

  it('renumbers every row 0..n-1 after a move, up or down', () => {
    const shown = [C, A, B];
    expect(renumberAfterMove(shown, B.id, C.id)).toEqual([
      { id: B.id, sortOrder: 0 },
      { id: C.id, sortOrder: 1 },
      { id: A.id, sortOrder: 2 },
    ]);
    expect(renumberAfterMove(shown, C.id, A.id)).toEqual([
      { id: A.id, sortOrder: 0 },
      { id: C.id, sortOrder: 1 },
      { id: B.id, sortOrder: 2 },
    ]);
  });

  it('has nothing to send when a row is dropped where it was, or on an unknown row', () => {
    expect(renumberAfterMove([C, A, B], A.id, A.id)).toBeNull();
    expect(renumberAfterMove([C, A, B], A.id, 'elsewhere')).toBeNull();
  });

  it('applies the new numbers and sorts by them', () => {
    const moved = withOrder(
      [C, A, B],
      [
        { id: B.id, sortOrder: 0 },
        { id: C.id, sortOrder: 1 },
        { id: A.id, sortOrder: 2 },
      ],
    );
    expect(moved.map((type) => [type.exemptionName, type.sortOrder])).toEqual([
      ['bravo', 0],
      ['Charlie', 1],
      ['Alpha', 2],
    ]);
  });
});
