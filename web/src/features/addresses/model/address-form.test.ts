import { describe, expect, it } from 'vitest';
import { addressBody, formValuesOf, labelOf, missingFields, pointOf } from '@/features/addresses/model/address-form';
import type { Address } from '@/features/addresses/types';

const SAVED: Address = {
  id: 4,
  address: '12 Rue Montorgueil, Paris',
  address_type: 'Mum’s',
  contact_person_name: 'Ada Lovelace',
  contact_person_number: '+33612345678',
  additional_information: null,
  latitude: '48.8641',
  longitude: '2.3470',
  road: 'Rue Montorgueil',
  house: '12',
  floor: null,
  zone_id: 1,
  zone_ids: [1],
};

describe('the address form model', () => {
  it("says SPEC.md's message of each required field left empty or blank", () => {
    expect(missingFields({})).toEqual({ address: 'validation.address', contact_person_name: 'validation.name', contact_person_number: 'validation.phone' });
    expect(missingFields({ address: 'x', contact_person_name: '  ', contact_person_number: '1' })).toEqual({ contact_person_name: 'validation.name' });
    expect(missingFields({ address: 'x', contact_person_name: 'y', contact_person_number: '1' })).toEqual({});
  });

  it('reads home, office and other, and a custom label as other with its name', () => {
    expect(labelOf('home')).toEqual({ label: 'home', labelName: '' });
    expect(labelOf('Office')).toEqual({ label: 'office', labelName: '' });
    expect(labelOf('other')).toEqual({ label: 'other', labelName: '' });
    expect(labelOf('Mum’s')).toEqual({ label: 'other', labelName: 'Mum’s' });
  });

  it("starts a new address with the customer's name and phone, and an edit with the address", () => {
    expect(formValuesOf(null, { name: 'Ada', phone: '+331' })).toMatchObject({ label: 'home', address: '', contact_person_name: 'Ada', contact_person_number: '+331' });
    expect(formValuesOf(SAVED)).toMatchObject({ label: 'other', labelName: 'Mum’s', road: 'Rue Montorgueil', floor: '', additional_information: '' });
  });

  it("sends the label name as the address_type of an 'other' address, else the label", () => {
    const values = { ...formValuesOf(null), address: ' 1 Rue X ', contact_person_name: 'Ada', contact_person_number: '+331', label: 'other' as const, labelName: ' Gym ' };
    expect(addressBody(values, { lat: 48.5, lng: 2.25 })).toEqual({
      address: '1 Rue X',
      address_type: 'Gym',
      contact_person_name: 'Ada',
      contact_person_number: '+331',
      latitude: '48.5000000',
      longitude: '2.2500000',
      additional_information: undefined,
      road: undefined,
      house: undefined,
      floor: undefined,
    });
    expect(addressBody({ ...values, labelName: '  ' }, { lat: 0, lng: 0 }).address_type).toBe('other');
    expect(addressBody({ ...values, label: 'office' }, { lat: 0, lng: 0 }).address_type).toBe('office');
  });

  it('reads the coordinates of a stored address', () => {
    expect(pointOf(SAVED)).toEqual({ lat: 48.8641, lng: 2.347 });
    expect(pointOf({ latitude: 'north', longitude: '2' })).toBeNull();
  });
});
