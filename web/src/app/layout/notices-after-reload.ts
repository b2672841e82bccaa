import { readStored, removeStored, writeStored } from '@/shared/storage/local-storage';

/** Warnings written just before the page reloads, for the reloaded page to show (this tab only). */
const KEY = 'notices-after-reload';

/** Keep `texts` for the page that the coming reload opens. */
export function carryNoticesAcrossReload(texts: string[]): void {
  if (texts.length > 0) writeStored(KEY, texts, window.sessionStorage);
}

/** The warnings carried by the last reload, once: they are forgotten as they are read. */
export function takeCarriedNotices(): string[] {
  const texts = readStored(KEY, window.sessionStorage);
  removeStored(KEY, window.sessionStorage);
  return Array.isArray(texts) ? texts.filter((text): text is string => typeof text === 'string') : [];
}
