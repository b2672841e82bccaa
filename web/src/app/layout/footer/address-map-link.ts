/**
 * OpenStreetMap's search for the business's address: the config gives the address as text and no
 * position of its own (default_location is where maps start, not where the business is), so the
 * map a shopper opens looks the address up.
 */
export function addressMapLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
