/** A saved address as the server answers it (the accounts contract). */
export interface Address {
  id: number;
  address: string;
  /** "home", "office", "other", or the label name the customer gave an "other" address. */
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  additional_information: string | null;
  latitude: string;
  longitude: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  zone_id: number;
  zone_ids: number[];
}

/** What adding or changing an address sends. */
export interface AddressBody {
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  latitude: string;
  longitude: string;
  additional_information?: string;
  road?: string;
  house?: string;
  floor?: string;
}

/** GET /api/v1/customer/address/list */
export interface AddressList {
  addresses: Address[];
}

/** The answer to an add or an update. */
export interface AddressSaved {
  message: string;
  address: Address;
}
