import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { userTextIn, type UserText } from './userText';

const SRC = join(import.meta.dirname, '..', 'src');

/** Every product source file of web/src (tests, styles and the catalogues themselves aside), relative to it. */
export function webSources(dir = SRC): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== join(SRC, 'i18n', 'messages')) files.push(...webSources(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.css.ts') && !name.endsWith('.d.ts')) {
      files.push(relative(SRC, path));
    }
  }
  return files.sort();
}

/** The user-visible literals of one source file of web/src. */
export function userTextOf(file: string): UserText[] {
  return userTextIn(readFileSync(join(SRC, file), 'utf8'), file);
}
