import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/messages';
import { countValues } from './countLabel';
import { agendaBoardMessages } from './boardMessages';

const en = translator(agendaBoardMessages.en, 'en');
const times = (value: number) => en('count.times', countValues(value));
const votes = (value: number) => en('count.votes', countValues(value));

describe('a count with its unit', () => {
  it('reads singular for one: "1 time", "1 vote"', () => {
    expect(times(1)).toBe('1 time');
    expect(votes(1)).toBe('1 vote');
  });

  it('reads plural for zero and for more than one, with thousands separators', () => {
    expect(times(0)).toBe('0 times');
    expect(votes(2)).toBe('2 votes');
    expect(votes(12_345)).toBe('12,345 votes');
  });

  it('follows the number as shown: 1.4 votes shows as "1 vote", 1.5 as "2 votes"', () => {
    expect(votes(1.4)).toBe('1 vote');
    expect(votes(1.5)).toBe('2 votes');
  });
});
