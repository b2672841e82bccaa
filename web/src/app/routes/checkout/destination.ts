import type { Destination } from '@/features/checkout/components/checkout-form';
import type { GuestContact } from '@/features/addresses/model/guest-contact';
import type { Address } from '@/features/addresses/types';
import type { ChosenLocation } from '@/shared/state/location';

type Missing = 'address' | 'contact' | null;

/** Where a customer's order goes: the picked saved address (delivery) or their profile's contact (take-away). */
export function customerDestination(
  orderType: 'delivery' | 'take_away',
  address: Address | null,
  contact: { name?: string; phone?: string },
  location: ChosenLocation | null,
): { destination: Destination | null; missing: Missing } {
  if (orderType === 'delivery') {
    if (!address) return { destination: null, missing: 'address' };
    return {
      missing: null,
      destination: {
        address: address.address,
        latitude: Number(address.latitude),
        longitude: Number(address.longitude),
        contact_person_name: address.contact_person_name,
        contact_person_number: address.contact_person_number,
        road: address.road,
        house: address.house,
        floor: address.floor,
      },
    };
  }
  if (!contact.name || !contact.phone) return { destination: null, missing: 'contact' };
  return {
    missing: null,
    destination: {
      address: location?.address ?? '',
      latitude: location?.lat ?? null,
      longitude: location?.lng ?? null,
      contact_person_name: contact.name,
      contact_person_number: contact.phone,
    },
  };
}

/**
 * Where a guest's order goes: the contact card's details at the delivery location chosen for the
 * marketplace (the card holds no pin of its own). Road, house and floor only go with a delivery.
 */
export function guestDestination(
  orderType: 'delivery' | 'take_away',
  contact: GuestContact | null,
  location: ChosenLocation | null,
): { destination: Destination | null; missing: Missing } {
  if (!contact) return { destination: null, missing: 'contact' };
  if (orderType === 'delivery' && !location) return { destination: null, missing: 'address' };
  const delivery = orderType === 'delivery';
  return {
    missing: null,
    destination: {
      address: contact.address,
      latitude: location?.lat ?? null,
      longitude: location?.lng ?? null,
      contact_person_name: contact.contact_person_name,
      contact_person_number: contact.contact_person_number,
      contact_person_email: contact.contact_person_email ?? null,
      road: delivery ? (contact.road ?? null) : null,
      house: delivery ? (contact.house ?? null) : null,
      floor: delivery ? (contact.floor ?? null) : null,
    },
  };
}
