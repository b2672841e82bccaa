/** The contract's limits on a review (README, "Reviews"). */
export const COMMENT_MAX_CHARS = 500;
export const REVIEW_MAX_IMAGES = 3;
