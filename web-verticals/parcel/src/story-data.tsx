import { EnvironmentOutlined } from '@ant-design/icons';
import type { VerticalHost, VerticalOwner, VerticalPointChooserProps } from '@storefront/sdk';
import type { ParcelCategory, TrackedParcel } from './types';

/** The parcel stories' data: the four categories and a parcel on its way, as the server answers them. */
export const STORY_CATEGORIES: ParcelCategory[] = [
  { id: 1, name: 'Documents', description: 'Letters and papers up to 1 kg.', image_full_url: null, per_km_charge: 0.8, minimum_charge: 4.9 },
  { id: 2, name: 'Small box', description: 'A box up to 5 kg.', image_full_url: null, per_km_charge: 1, minimum_charge: 5.9 },
  { id: 3, name: 'Large box', description: 'A box up to 30 kg.', image_full_url: null, per_km_charge: 1.8, minimum_charge: 11.9 },
  { id: 4, name: 'Fragile', description: 'Handled with care, up to 10 kg.', image_full_url: null, per_km_charge: 1.6, minimum_charge: 9.9 },
];

const place = (address: string, name: string, number: string) => ({
  address,
  latitude: 48.86,
  longitude: 2.34,
  contact_person_name: name,
  contact_person_number: number,
  road: null,
  house: null,
  floor: null,
});

export const STORY_PARCEL: TrackedParcel = {
  id: 7,
  tracking_code: 'K7QH2MX9PD',
  category: STORY_CATEGORIES[2]!,
  sender: place('Musée du Louvre, Paris', 'Alice Martin', '+33612345678'),
  receiver: place('Place de la Bastille, Paris', 'Bruno Petit', '0698765432'),
  charge_payer: 'sender',
  payment_method: 'cash_on_delivery',
  parcel_note: null,
  distance_km: 2.5,
  delivery_fee: 11.9,
  total_amount: 11.9,
  status: 'picked_up',
  created_at: '2026-11-26T10:00:00Z',
  status_history: [
    { status: 'pending', at: '2026-11-26T10:00:00Z' },
    { status: 'confirmed', at: '2026-11-26T10:04:00Z' },
    { status: 'picked_up', at: '2026-11-26T10:21:00Z' },
  ],
};

export const storyPrice = (amount: number) => `€${amount.toFixed(2)}`;

/** A map stand-in for stories (the storefront lends its real one to pages). */
export function StoryPointChooser({ start }: VerticalPointChooserProps) {
  return (
    <div style={{ height: 160, display: 'grid', placeItems: 'center', background: 'var(--ant-color-fill-tertiary)', borderRadius: 8 }}>
      <span>
        <EnvironmentOutlined aria-hidden /> {start.lat.toFixed(4)}, {start.lng.toFixed(4)}
      </span>
    </div>
  );
}

/**
 * A VerticalHost for stories: every call answers what `answer` gives for its path, after a short wait;
 * the shopper is a guest unless `owner` says otherwise.
 */
export function storyHost(answer: (path: string) => unknown, refusal?: string, owner: VerticalOwner = { kind: 'guest', guestId: 'story-guest' }): VerticalHost {
  return {
    request: async <T,>(path: string) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (refusal && !path.endsWith('/categories')) throw new Error(refusal);
      return answer(path) as T;
    },
    owner: () => owner,
    ensureOwner: async () => owner,
    location: () => ({ address: 'Paris', lat: 48.8566, lng: 2.3522, zoneIds: [1] }),
    formatPrice: storyPrice,
    marketplaceClock: async () => ({ now: new Date(), timeZone: 'Europe/Paris' }),
    formatDateTime: (instant) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(instant)),
    keys: { profile: () => '/api/v1/customer/info' },
  };
}
