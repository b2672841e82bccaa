import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressBook } from '@/features/addresses/components/address-book';
import { pointOf } from '@/features/addresses/model/address-form';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenLocationAtom, type ChosenLocation } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';

/**
 * The customer's saved addresses inside the location picker: picking one (its radio, then Select)
 * makes it the delivery location, with its coordinates and zones; it can be added, edited and
 * deleted here. Guests see nothing here: the picker's map is their way to choose.
 */
export default function SavedPlaces({ onChoose }: { onChoose: (location: ChosenLocation) => void }) {
  const { t } = useTranslation('addresses');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const current = useAtomValue(chosenLocationAtom);
  if (!loggedIn) return null;
  return (
    <section aria-labelledby="saved-places-title">
      <h3 id="saved-places-title" className="saved-places__title">
        {t('book.pickTitle')}
      </h3>
      <AddressBook
        selectedId={current?.addressId ?? null}
        onPick={(address) => {
          const point = pointOf(address);
          if (point) onChoose({ address: address.address, ...point, zoneIds: address.zone_ids, addressId: address.id });
        }}
      />
      <Divider />
    </section>
  );
}
