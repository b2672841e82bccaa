/** SPEC.md section 9: read-more texts are cut at 70 characters unless told otherwise. */
export const READ_MORE_LIMIT = 70;
/** SPEC.md section 9: a product description is cut at 130 characters. */
export const DESCRIPTION_LIMIT = 130;

/** `text` cut to `limit` characters with an ellipsis, and whether it was cut. */
export function clampText(text: string, limit: number = READ_MORE_LIMIT): { text: string; clamped: boolean } {
  const chars = Array.from(text); // counts characters, not UTF-16 halves of an emoji
  if (chars.length <= limit) return { text, clamped: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, clamped: true };
}

/** `word` with its first letter in upper case ("restaurants" → "Restaurants"), for labels at a sentence start. */
export function capitalize(word: string, locale?: string): string {
  return word ? word.charAt(0).toLocaleUpperCase(locale) + word.slice(1) : word;
}
