import { describe, expect, it } from 'vitest';
import { formatBytes, matchesAccept, refusalOf } from './fileChecks';

describe('file checks', () => {
  it('accepts by MIME type, by type family and by extension, case-insensitively', () => {
    expect(matchesAccept({ name: 'logo.PNG', type: 'image/png' }, ['image/png'])).toBe(true);
    expect(matchesAccept({ name: 'logo.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(matchesAccept({ name: 'Logo.SVG', type: '' }, ['.svg'])).toBe(true);
    expect(matchesAccept({ name: 'notes.pdf', type: 'application/pdf' }, ['image/png', '.svg'])).toBe(false);
    expect(matchesAccept({ name: 'anything.bin', type: '' }, [])).toBe(true);
  });

  it('refuses the type before the size', () => {
    expect(refusalOf({ name: 'a.pdf', type: 'application/pdf', size: 99_000_000 }, ['image/png'], 1000)).toBe('type');
    expect(refusalOf({ name: 'a.png', type: 'image/png', size: 1001 }, ['image/png'], 1000)).toBe('size');
    expect(refusalOf({ name: 'a.png', type: 'image/png', size: 1000 }, ['image/png'], 1000)).toBeNull();
  });

  it('formats sizes in decimal units', () => {
    expect(formatBytes(3_800_000)).toBe('3.8 MB');
    expect(formatBytes(10_000_000)).toBe('10 MB');
    expect(formatBytes(1_500)).toBe('1.5 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
