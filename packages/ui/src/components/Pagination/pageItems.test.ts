import { describe, expect, it } from 'vitest';
import { getPageItems } from './pageItems';

describe('getPageItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows a single trailing ellipsis near the start', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(getPageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('shows a single leading ellipsis near the end', () => {
    expect(getPageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(getPageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('keeps the current page centred between two ellipses in the middle', () => {
    expect(getPageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(getPageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(getPageItems(99, 20)).toEqual(getPageItems(20, 20));
    expect(getPageItems(0, 20)).toEqual(getPageItems(1, 20));
  });

  it('widens the window with more siblings', () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });
});
