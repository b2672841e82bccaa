/** The contract's limits on a review (README, "Reviews"). */
export const COMMENT_MAX_CHARS = 500;
export const REVIEW_MAX_IMAGES = 3;
/** Photos are checked as profile photos are (SPEC.md section 9: at most 2 MB). */
export const IMAGE_MAX_MB = 2;

/** Why `file` cannot be added ('type' or 'size'), or null when it can. */
export function photoProblem(file: File): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  return file.size > IMAGE_MAX_MB * 1024 * 1024 ? 'size' : null;
}
