import { describe, expect, it } from 'vitest';
import { renumbered } from '../../src/domain/reorder.js';

describe('renumbering after a drag', () => {
  it('follows the new order and numbers 0..n-1', () => {
    expect(
      renumbered(
        ['a', 'b', 'c'],
        [
          { id: 'c', sortOrder: 0 },
          { id: 'a', sortOrder: 1 },
          { id: 'b', sortOrder: 2 },
        ],
      ),
    ).toEqual([
      { id: 'c', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
  });

  it('keeps types the client did not name after the named ones, in their current order', () => {
    expect(
      renumbered(
        ['a', 'b', 'c', 'd'],
        [
          { id: 'd', sortOrder: 0 },
          { id: 'b', sortOrder: 1 },
        ],
      ),
    ).toEqual([
      { id: 'd', sortOrder: 0 },
      { id: 'b', sortOrder: 1 },
      { id: 'a', sortOrder: 2 },
      { id: 'c', sortOrder: 3 },
    ]);
  });
});
