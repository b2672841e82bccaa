/** The local storage keys SPEC.md lists, under exactly those names (other storefronts share them). */
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  zoneIds: 'zoneid',
  currentLatLng: 'currentLatLng',
  module: 'module',
  location: 'location',
  language: 'language-setting',
  settings: 'settings',
  country: 'country',
} as const;

/** Our own keys, for state SPEC.md does not name. */
export const APP_STORAGE_KEYS = {
  themeMode: 'theme-mode',
  /** A guest's contact and address details (SPEC.md's guest user info store). */
  guestContact: 'guest-user-info',
} as const;
