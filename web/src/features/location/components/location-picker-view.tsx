import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationAlert } from '@/features/location/components/location-alert';
import { PlaceSearch, type PlaceSearchProps } from '@/features/location/components/place-search';
import type { Problem, ZoneStatus } from '@/features/location/hooks/use-location-choice';

export interface LocationPickerViewProps {
  /** Opened because an action needs a location (SPEC.md's location alert before add to cart). */
  required: boolean;
  /** Places to pick at once, above the search (a customer's saved addresses). */
  savedPlaces?: ReactNode;
  search: PlaceSearchProps;
  /** The map, with its centre pin. */
  map: ReactNode;
  locating: boolean;
  onLocate: () => void;
  address: string | null;
  addressPending: boolean;
  zone: ZoneStatus;
  /** The chosen module's name when it does not deliver in the zone found. */
  moduleNotServing: string | null;
  problem: Problem | null;
  canConfirm: boolean;
  onConfirm: () => void;
}

/** The location picker's content: search, current position, the map, what was found, and Confirm. */
export function LocationPickerView(props: LocationPickerViewProps) {
  const { required, search, map, locating, onLocate, address, addressPending, canConfirm, onConfirm } = props;
  const { t } = useTranslation('location');
  return (
    <Flex vertical gap="middle">
      {required ? <LocationAlert /> : null}
      {props.savedPlaces}
      <div className="location-picker__search">
        <PlaceSearch {...search} />
        <Button size="large" icon={<AimOutlined aria-hidden />} loading={locating} onClick={onLocate}>
          {t('picker.currentPosition')}
        </Button>
      </div>
      {map}
      <div>
        <span className="text-secondary">{t('picker.addressLabel')}</span>
        <p className="location-picker__address" aria-live="polite">
          {addressPending ? t('picker.findingAddress') : (address ?? t('picker.hint'))}
        </p>
      </div>
      <PickerStatus {...props} />
      <Button type="primary" size="large" block disabled={!canConfirm} onClick={onConfirm}>
        {t('picker.confirm')}
      </Button>
    </Flex>
  );
}

/** What the lookups said: a failure, the zone answer, or a module that does not deliver here. */
function PickerStatus({ problem, zone, moduleNotServing }: LocationPickerViewProps) {
  const { t } = useTranslation('location');
  if (problem?.kind === 'position') {
    return <Alert type="warning" showIcon title={t(`position.${problem.reason}`)} />;
  }
  if (problem?.kind === 'request') {
    return <Alert type="error" showIcon title={problem.message ?? t('errors.generic')} />;
  }
  switch (zone.status) {
    case 'outside':
      return <Alert type="error" showIcon title={t('zone.outside')} description={t('zone.outsideHint')} />;
    case 'failed':
      return <Alert type="error" showIcon title={zone.message ?? t('errors.generic')} />;
    case 'inside':
      if (moduleNotServing) {
        return (
          <Alert
            type="warning"
            showIcon
            title={t('zone.moduleNotServing', { module: moduleNotServing })}
            description={t('zone.moduleNotServingHint')}
          />
        );
      }
      return zone.zones.length > 0 ? (
        <Alert
          type="success"
          showIcon
          title={t('zone.inside', { zones: zone.zones.map((served) => served.name).join(', ') })}
        />
      ) : null;
    default:
      return null;
  }
}
