import { describe, expect, it } from 'vitest';
import { paramReading } from './paramBytes';

describe('paramReading', () => {
  it('reads a 32-byte number in decimal, printable bytes as text, nothing as empty, anything else as hex', () => {
    expect(paramReading(`0x${(25_000_000_000n).toString(16).padStart(64, '0')}`)).toBe('25000000000');
    expect(paramReading('0x35302f32302f3330')).toBe('"50/20/30"');
    expect(paramReading('0x')).toBe('empty');
    expect(paramReading('0x00ff01')).toBe('0x00ff01');
  });
});
