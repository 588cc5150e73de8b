import { describe, expect, it } from 'vitest';
import { shiftDay, singaporeDay, singaporeDayRange } from './singaporeDays';

describe('Singapore days', () => {
  it('cuts days at midnight UTC+8', () => {
    expect(singaporeDay('2026-11-14T15:59:59.999Z')).toBe('2026-11-14');
    expect(singaporeDay('2026-11-14T16:00:00.000Z')).toBe('2026-11-15');
    expect(singaporeDayRange('2026-11-15')).toEqual({ from: '2026-11-14T16:00:00.000Z', to: '2026-11-15T16:00:00.000Z' });
    expect(shiftDay('2026-03-01', 1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-15', 29)).toBe('2026-10-17');
  });
});
