import { describe, expect, it } from 'vitest';
import { selectPages } from './lighthouse';

const pages = ['/Home', '/GC', '/Proposal', '/Proposal/Detail?id=7'];

describe('selectPages', () => {
  it('measures every page without a filter', () => {
    expect(selectPages(pages, undefined)).toEqual(pages);
  });

  it('keeps the named pages by path, whatever their query, in the bench’s order', () => {
    expect(selectPages(pages, '/Proposal/Detail, /GC')).toEqual(['/GC', '/Proposal/Detail?id=7']);
  });

  it('refuses a name that is no measured page, and an empty filter', () => {
    expect(() => selectPages(pages, '/GC,/Gc')).toThrow(/--pages names no measured page \(\/Gc\)/);
    expect(() => selectPages(pages, ',')).toThrow(/none given/);
  });
});
