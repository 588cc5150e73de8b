import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPlayedStack, markPlayedStack, playedStackAt } from './playedStack';

const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'played-stack-test-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A stopped stack's folder as playStack.ts leaves it. */
function stoppedStack(): string {
  const dir = folder();
  mkdirSync(join(dir, 'devnet'));
  writeFileSync(join(dir, 'devnet', 'journal.jsonl'), '{"journal":1}\n');
  writeFileSync(join(dir, 'stack.json'), '{"url":"http://127.0.0.1:1"}');
  return dir;
}

describe('a played stack', () => {
  it('is offered only once marked, and only to the devnet code that made it', () => {
    const dir = stoppedStack();
    expect(playedStackAt(dir)).toBeNull();
    expect(playedStackAt(undefined)).toBeNull();
    markPlayedStack(dir);
    expect(playedStackAt(dir)).toBe(dir);
    writeFileSync(join(dir, 'played-stack.json'), JSON.stringify({ devnetFingerprint: 'another checkout' }));
    expect(playedStackAt(dir)).toBeNull();
  });

  it('starts an empty folder as its copy, without its mark or its old address, and leaves a folder in use alone', () => {
    const played = stoppedStack();
    markPlayedStack(played);
    const fresh = join(folder(), 'data');
    expect(copyPlayedStack(played, fresh)).toBe(true);
    expect(readFileSync(join(fresh, 'devnet', 'journal.jsonl'), 'utf8')).toBe('{"journal":1}\n');
    expect(existsSync(join(fresh, 'played-stack.json'))).toBe(false);
    expect(existsSync(join(fresh, 'stack.json'))).toBe(false);

    const inUse = folder();
    writeFileSync(join(inUse, 'token-signing-key'), 'mine');
    expect(copyPlayedStack(played, inUse)).toBe(false);
    expect(existsSync(join(inUse, 'devnet'))).toBe(false);
  });
});
