import { describe, expect, it } from 'vitest';
import { acceptedCodings } from '../../src/web-app.js';

describe('acceptedCodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br', ['br']],
    ['GZIP', ['gzip']],
    ['gzip;q=1.0, br;q=0.9', ['gzip', 'br']],
    ['br;q=0.2, gzip;q=0.1', ['br', 'gzip']],
    ['gzip, br;q=0', ['gzip']],
    ['gzip ; q=0 , br', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip', ['gzip', 'br']],
    ['*;q=0', []],
    ['br;q=0, *', ['gzip']],
    ['br;q=2, gzip', ['gzip']],
    ['br;q=, gzip', ['gzip']],
    ['br;q=0, br', []],
  ])('reads %j as %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});
