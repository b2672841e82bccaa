/**
 * Whether this page load reports its web vitals: decided with the configuration's sample rate
 * (WEB_VITALS_SAMPLE on the server; 0 switches the beacon off).
 */
export function isSampled(rate: number | undefined, random: () => number = Math.random): boolean {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return false;
  return random() < rate;
}

let decision: boolean | null = null;

/**
 * `isSampled`, decided once per page load: the first call that knows the rate decides, every later
 * one answers the same (a page load is in the sample or not, whatever renders again).
 */
export function sampledOnce(rate: number | undefined): boolean {
  if (decision === null && rate !== undefined) decision = isSampled(rate);
  return decision ?? false;
}
