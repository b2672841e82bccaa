import { type VerticalRouteProps } from '@storefront/sdk';
import { rememberedContact } from '../trips/api';
import { TripView } from '../trips/trip-view';
import TrackTrip from './track-trip';

export { resources } from '../trips/strings';

/**
 * /rental/trip?id=: one trip's details for its owner. A guest's trip needs the phone number given with
 * it: known in this browser session right after booking, else asked for as Track Trip does.
 */
export default function TripPage(props: VerticalRouteProps) {
  const id = Number(props.query.get('id'));
  const owner = props.host.owner();
  const contact = Number.isInteger(id) && id > 0 ? rememberedContact(id) : null;
  if (!Number.isInteger(id) || id < 1 || !owner) return <TrackTrip {...props} />;
  if (owner.kind === 'guest' && !contact) return <TrackTrip {...props} />;
  const guest = owner.kind === 'guest' ? { guest_id: owner.guestId, contact_number: contact ?? '' } : null;
  return <TripView {...props} id={id} guest={guest} />;
}
