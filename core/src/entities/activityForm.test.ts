import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, contentLengthMessage, contractsFromCsv, contractsProblem, isContentLengthValid, normalizeContent, SAMPLE_CONTRACTS_CSV, urlProblem } from './activityForm';

const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe('activity form rules', () => {
  it('counts content as the author does: longer than 1 and under 2,501 characters, an emoji counting once', () => {
    expect(isContentLengthValid('a')).toBe(false);
    expect(isContentLengthValid('ab')).toBe(true);
    expect(isContentLengthValid('a'.repeat(2500))).toBe(true);
    expect(isContentLengthValid('a'.repeat(2501))).toBe(false);
    expect(isContentLengthValid('😀'.repeat(2500))).toBe(true);
    expect(contentLengthMessage('a'.repeat(2501))).toBe('Please check the length of your content - 2,501/2,500');
  });

  it('stores zero-width spaces as normal spaces', () => {
    expect(normalizeContent('a\u200Bb')).toBe('a b');
  });

  it('takes the first row of a CSV, trims cells and drops blanks', () => {
    expect(contractsFromCsv(`\uFEFF ${contract(1)} ,,"${contract(2)}", \n${contract(3)}\n`)).toEqual([contract(1), contract(2)]);
    expect(contractsFromCsv('')).toEqual([]);
    expect(contractsFromCsv(SAMPLE_CONTRACTS_CSV)).toHaveLength(4);
  });

  it('judges a contract list by its source', () => {
    expect(contractsProblem([], 'manual')).toBeNull();
    expect(contractsProblem([], 'csv')).toBe(ACTIVITY_MESSAGES.emptyCsv);
    expect(contractsProblem([1, 2, 3, 4, 5].map(contract), 'manual')).toBeNull();
    expect(contractsProblem([1, 2, 3, 4, 5, 6].map(contract), 'manual')).toBe('Please enter up to 5 contract addresses.');
    expect(contractsProblem(Array.from({ length: 100 }, (_, i) => contract(i + 1)), 'csv')).toBeNull();
    expect(contractsProblem(Array.from({ length: 101 }, (_, i) => contract(i + 1)), 'csv')).toBe('Please enter up to 100 contract addresses in a .csv file.');
    expect(contractsProblem(['0x1234'], 'manual')).toBe('Please enter valid addresses.');
    expect(contractsProblem([contract(10), contract(10).replace('a', 'A')], 'csv')).toBe('Please delete duplicate addresses.');
  });

  it('accepts http and https URLs only', () => {
    expect(urlProblem('https://forum.example.org/t/1')).toBeNull();
    expect(urlProblem('http://localhost:8080/x')).toBeNull();
    expect(urlProblem('forum.example.org')).toBe('URL must start with http:// or https://');
    expect(urlProblem('javascript:alert(1)')).toBe('URL must start with http:// or https://');
    expect(urlProblem('https://exa mple')).toBe('Please check the URL.');
  });
});
