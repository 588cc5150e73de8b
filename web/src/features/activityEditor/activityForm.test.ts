import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '@portal/core/entities/activity';
import { changesOf, contractsOf, formOf, isValid, newForm, problemsOf, switchMode, toggleDetail } from './activityForm';

const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const pdf = (size: number, name = 'r.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const record: ActivityRecord = {
  id: 4,
  council_id: 1,
  title: 'Hackathon',
  content: 'We ran a hackathon.',
  featured_image: '/uploads/activityThumbnail/a.png',
  created_at: '2026-11-01T00:00:00.000Z',
  attachments: [{ type: 'pdf', title: 'Report', url: `/uploads/attachment/${'a'.repeat(64)}.pdf`, filename: 'r.pdf' }],
  contracts: [contract(1), contract(2)],
  csv_filename: 'c.csv',
};

describe('the activity form', () => {
  it('is valid only with a title and 2 to 2,500 characters of content', () => {
    expect(isValid(problemsOf(newForm()))).toBe(false);
    expect(problemsOf({ ...newForm(), title: 'T', content: 'a' }).content).toBe('Please check the length of your content - 1/2,500');
    expect(isValid(problemsOf({ ...newForm(), title: 'T', content: 'ab' }))).toBe(true);
  });

  it('mirrors the server on links, files and contracts', () => {
    const base = { ...newForm(), title: 'T', content: 'ab' };
    expect(problemsOf({ ...base, links: [{ kind: 'link', title: 'Forum', url: '' }] }).links[0]).toBe('Please enter a URL or upload a file.');
    expect(problemsOf({ ...base, links: [{ kind: 'link', title: '', url: 'forum.example' }] }).links[0]).toBe('URL must start with http:// or https://');
    expect(problemsOf({ ...base, links: [{ kind: 'file', title: '', file: pdf(10 * 1024 * 1024 + 1), stored: null }] }).links[0]).toBe('File size must be 10 MB or less.');
    expect(problemsOf({ ...base, manual: [1, 2, 3, 4, 5, 6].map(contract) }).contracts).toBe('Please enter up to 5 contract addresses.');
    expect(problemsOf({ ...base, manual: [contract(1), contract(1)] }).contracts).toBe('Please delete duplicate addresses.');
    expect(problemsOf({ ...base, mode: 'csv', csv: { filename: 'c.csv', contracts: [] } }).contracts).toBe('Please do not upload an empty CSV file.');
  });

  it('refuses a raster thumbnail under 816x436 before upload, in the words the server uses', () => {
    const base = { ...newForm(), title: 'T', content: 'ab', thumbnail: new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }) };
    expect(problemsOf({ ...base, thumbnailPixels: { width: 400, height: 225 } }).thumbnail).toBe('Please upload an image of 816x436 or larger.');
    expect(problemsOf({ ...base, thumbnailPixels: { width: 816, height: 435 } }).thumbnail).toBe('Please upload an image of 816x436 or larger.');
    expect(isValid(problemsOf({ ...base, thumbnailPixels: { width: 816, height: 436 } }))).toBe(true);
  });

  it('stashes the detail when collapsed and restores it when expanded', () => {
    const form = { ...newForm(), manual: [contract(3)] };
    const collapsed = toggleDetail(form);
    expect(contractsOf(collapsed).contracts).toEqual([]);
    expect(toggleDetail(collapsed).manual).toEqual([contract(3)]);
  });

  it('keeps each contract source when switching between manual and CSV', () => {
    const form = { ...newForm(), manual: [contract(3)] };
    const csv = { ...switchMode(form, 'csv'), csv: { filename: 'c.csv', contracts: [contract(9)] } };
    const back = switchMode(csv, 'manual');
    expect(back.manual).toEqual([contract(3)]);
    expect(switchMode(back, 'csv').csv).toEqual({ filename: 'c.csv', contracts: [contract(9)] });
  });

  it('sends only the changed fields of an edit', () => {
    const form = formOf(record);
    expect(changesOf(record, form)).toEqual({});
    expect(changesOf(record, { ...form, title: 'New title' })).toEqual({ title: 'New title' });
    expect(changesOf(record, { ...form, thumbnailUrl: '' })).toEqual({ featured_image: 'none' });
    expect(changesOf(record, switchMode(form, 'manual'))).toEqual({ contracts: [], csv_filename: null });
  });
});
