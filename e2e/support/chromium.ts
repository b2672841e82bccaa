/**
 * The browser the journeys drive: the system's Chromium (Debian's package), never one downloaded by
 * a tool. CHROMIUM_PATH overrides where it is.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium as root in a container with no network but loopback: no sandbox
 * (root), no GPU, and none of the background calls (updates, sync, QUIC probes) that would only time out.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
