import { describe, expect, it } from 'vitest';
import { snapshotKey, snapshotLocation } from './snapshotPaths';

describe('the key of a page’s snapshot', () => {
  it.each([
    ['/Proposal/Detail', '?id=53', 'snapshots/Proposal/Detail/53.html'],
    ['/ko/Proposal/Detail', '?id=53', 'snapshots/ko/Proposal/Detail/53.html'],
    ['/GC/Detail', '?id=0', 'snapshots/GC/Detail/0.html'],
    ['/ko/GC/Detail', '?id=12', 'snapshots/ko/GC/Detail/12.html'],
    ['/GC', '', 'snapshots/GC.html'],
    ['/ko/GC', '', 'snapshots/ko/GC.html'],
  ])('%s%s is %s', (path, search, key) => {
    expect(snapshotKey(path, search)).toBe(key);
  });

  it.each([
    ['/Proposal/Detail', ''],
    ['/Proposal/Detail', '?id=053'],
    ['/Proposal/Detail', '?id=53&tab=votes'],
    ['/Proposal/Detail', '?id=../../index'],
    ['/GC/Detail', '?addr=0x00000000000000000000000000000000000000a1'],
    ['/Proposal', '?id=53'],
    ['/kor/Proposal/Detail', '?id=53'],
    ['/Proposal/Detail/', '?id=53'],
    ['/GC', '?tab=history'],
    ['/GC', '?id=1'],
    ['/GC/', ''],
    ['/ko/GC/', ''],
    ['/GC/List', ''],
    ['/ko', ''],
  ])('%s%s has none (the prerendered route answers it)', (path, search) => {
    expect(snapshotKey(path, search)).toBeNull();
  });

  it('is the key of the location a page is rendered for', () => {
    const location = snapshotLocation('/GC/Detail', 7, '/ko');
    expect(location).toBe('/ko/GC/Detail?id=7');
    expect(snapshotKey('/ko/GC/Detail', '?id=7')).toBe('snapshots/ko/GC/Detail/7.html');
    expect(snapshotLocation('/GC', null, '')).toBe('/GC');
    expect(snapshotKey('/GC', '')).toBe('snapshots/GC.html');
  });
});
