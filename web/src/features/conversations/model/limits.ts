/** The contract's limits on a message (README, "Conversations"). */
export const MESSAGE_MAX_CHARS = 1000;
export const MESSAGE_MAX_IMAGES = 3;
