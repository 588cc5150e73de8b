import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';

/**
 * The 2022 names of the network (token, funds, networks) that core/src/networkProfile.ts holds for
 * the `klaytn` profile. Written anywhere else in a string or in JSX text, they would show the spec's
 * name under the `kaia` profile too.
 */
export const PROFILE_NAMES = /\b(KLAY|KCF|KFF|Cypress|CYPRESS|Baobab|BAOBAB)\b/;

export type DisplayedName = { file: string; line: number; text: string };

type Node = { type: string; start: number; value?: unknown; [key: string]: unknown };

/** Text a person could read: string literals, template parts and JSX text (comments and identifiers are not). */
function textOf(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXText' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateElement') return (node.value as { raw: string }).raw;
  return null;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (value !== null && typeof value === 'object') walk(value, visit);
}

/** The profile's names written as text in one source file, with their lines. */
export function displayedNames(file: string, source: string): DisplayedName[] {
  const found: DisplayedName[] = [];
  const ast = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  walk(ast, (node) => {
    const text = textOf(node);
    if (text !== null && PROFILE_NAMES.test(text)) found.push({ file, line: source.slice(0, node.start).split('\n').length, text: text.trim() });
  });
  return found;
}

/** Product source files under a folder: tests, fixtures (stored data, keyed KCF/KFF) and the profile itself aside. */
export function productSources(root: string, folder: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules') visit(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|int\.test|e2e\.test)\.tsx?$/.test(name) && !/fixtures?\.tsx?$/i.test(name) && !name.endsWith('.d.ts')) {
        files.push(relative(root, path));
      }
    }
  };
  visit(join(root, folder));
  return files;
}

export function displayedNamesUnder(root: string, folders: readonly string[]): DisplayedName[] {
  return folders.flatMap((folder) => productSources(root, folder)).flatMap((file) => displayedNames(file, readFileSync(join(root, file), 'utf8')));
}
