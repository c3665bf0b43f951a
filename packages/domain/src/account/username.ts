/**
 * Usernames are one name whatever their case or Unicode spelling: "Ink", " ink ", "ＩＮＫ" (full
 * width) and "ink" padded with no-break spaces all resolve to `ink`, the id of usernames/{key}.
 */
export const usernameKey = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/** Members every JavaScript object has (lower case): a lookup by such a name finds them. */
const OBJECT_MEMBERS = new Set([
  'constructor',
  'prototype',
  '__proto__',
  'hasownproperty',
  'isprototypeof',
  'propertyisenumerable',
  'tolocalestring',
  'tostring',
  'valueof',
]);

/**
 * Firestore refuses ids over 1,500 bytes; 500 UTF-16 units never reach it (at most 3 bytes
 * each). No username is longer than 30, so no page is lost.
 */
const PAGE_NAME_MAX = 500;

/**
 * A key nobody may hold: the ids Firestore reserves (`__.*__`, `.`, `..`, and `/`, which would
 * make it a path) and the names of JavaScript object members.
 */
export function isReservedUsernameKey(key: string): boolean {
  return (
    key === '.' ||
    key === '..' ||
    key.includes('/') ||
    /^__.*__$/.test(key) ||
    OBJECT_MEMBERS.has(key)
  );
}

/** The key a public page's name resolves to, or null when it cannot be anyone's page. */
export function pageUsernameKey(name: string): string | null {
  const key = usernameKey(name);
  return key && key.length <= PAGE_NAME_MAX && !isReservedUsernameKey(key) ? key : null;
}
