import { letterFor } from './letters.ts';

describe('letterFor', () => {
  it('letters cards A to Z, then AA, AB, …', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(letterFor)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
