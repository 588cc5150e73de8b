/** Whether a file matches an accept list of MIME types (`image/png`, `image/*`) and extensions (`.svg`), as <input accept> reads it. */
export function matchesAccept(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** "3.8 MB", "500 KB": sizes in the decimal units people read on their disks. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1_000) return `${Number((bytes / 1_000).toFixed(1))} KB`;
  return `${bytes} B`;
}

export type FileRefusal = 'type' | 'size';

/** Why a file is refused, or null when it may be taken. */
export function refusalOf(file: { name: string; type: string; size: number }, accept: readonly string[], maxBytes: number | undefined): FileRefusal | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}
