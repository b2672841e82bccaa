/**
 * Tolerant reads of local storage: values are written as JSON, but a bare string (a token or a
 * language code written by an older storefront) is read as itself rather than dropped.
 */
export function readStored(key: string, storage: Storage = window.localStorage): unknown {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as empty
  }
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Write `value` as JSON; a failed write (quota, disabled storage) is not worth breaking a page for. */
export function writeStored(key: string, value: unknown, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // The value lives for this page only.
  }
}

/** Forget `key`. */
export function removeStored(key: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
