/**
 * The bounds of the account forms, the same as the server's (contract of issue 11): the browser
 * refuses what the server would, with the same words, before a round trip.
 */
export const ACCOUNT_LIMITS = {
  /** SPEC.md section 9: email at most 255 characters. */
  emailMax: 255,
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  /** Not a rule: the input's bound (the codes the server issues have 10 characters). */
  refCodeMax: 32,
  /** SPEC.md section 9: profile image at most 2 MB. */
  photoMaxBytes: 2 * 1024 * 1024,
} as const;

/** SPEC.md section 9: OTP codes have 6 digits. */
export const OTP_LENGTH = 6;

/** SPEC.md section 9: resend wait 60 seconds (the server's `resend_after` wins when it answers one). */
export const OTP_RESEND_SECONDS = 60;

/** The code demo mode shows in the OTP dialog: the six digits one to six in order (SPEC.md section 2). */
export const DEMO_OTP = '123456';
