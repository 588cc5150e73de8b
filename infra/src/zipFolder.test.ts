import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { zipFolder } from './zipFolder';

/** Reads a zip back through its central directory, as unzip does. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + compressedSize));
    expect(crc32(data)).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('zipFolder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-folder-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores every file of the folder, nested ones included, deflated and intact', () => {
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'index.mjs'), 'export const handler = () => 1;\n'.repeat(200));
    writeFileSync(join(dir, 'nested', 'data.json'), '{"ok":true}');
    const zip = zipFolder(dir);
    const files = unzip(zip);
    expect([...files.keys()]).toEqual(['index.mjs', 'nested/data.json']);
    expect(files.get('nested/data.json')?.toString()).toBe('{"ok":true}');
    expect(zip.length).toBeLessThan(6400 / 4);
  });

  it('gives the same bytes for the same files', () => {
    expect(zipFolder(dir).equals(zipFolder(dir))).toBe(true);
  });
});
