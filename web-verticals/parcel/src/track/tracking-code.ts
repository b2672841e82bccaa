/** A tracking code as the server issues it: 10 letters and digits. */
export const TRACKING_CODE = /^[A-Za-z0-9]{10}$/;
