/** A point as the route map and the directions link take it. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * Google Maps' directions from the store to the delivery point (its documented URL form, which opens
 * the app on a phone and the site elsewhere): no key, nothing of ours sent beyond the two points.
 */
export function directionsUrl(origin: Point, destination: Point): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('origin', `${origin.lat},${origin.lng}`);
  url.searchParams.set('destination', `${destination.lat},${destination.lng}`);
  return url.toString();
}
