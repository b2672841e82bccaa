/** The contract's limits on a message (README, "Conversations"). */
export const MESSAGE_MAX_CHARS = 1000;
export const MESSAGE_MAX_IMAGES = 3;
/** Pictures are checked as profile photos are (SPEC.md section 9: at most 2 MB). */
export const IMAGE_MAX_MB = 2;

/** Why `file` cannot be attached ('type' or 'size'), or null when it can. */
export function pictureProblem(file: File): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  return file.size > IMAGE_MAX_MB * 1024 * 1024 ? 'size' : null;
}
