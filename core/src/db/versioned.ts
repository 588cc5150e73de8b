/**
 * Edit versions of operator-edited items: each edit states the version it read and writes the next
 * one, so of two editors who read the same version one wins and the other gets a ConflictError.
 * The version is an item attribute beside `v` (the schema version); an item never edited has none (0).
 */

export const VERSION_NAMES = { '#version': 'version' } as const;

/** The write goes through only if the item is still at `version` (0 also matches an item without one). */
export function versionCondition(version: number) {
  return {
    ConditionExpression: version === 0 ? 'attribute_not_exists(#version) OR #version = :version' : '#version = :version',
    ExpressionAttributeNames: { ...VERSION_NAMES },
    ExpressionAttributeValues: { ':version': version },
  };
}

/** An item's edit version (0 when it was never edited). */
export function versionOf(item: Record<string, unknown>): number {
  return typeof item.version === 'number' ? item.version : 0;
}

/** The version as an answer's field: present once the item has been edited. */
export function withVersion<T extends object>(data: T, item: Record<string, unknown>): T & { version?: number } {
  const version = versionOf(item);
  return version > 0 ? { ...data, version } : data;
}
