import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlaceSearch, type PlaceSearchProps } from '@/features/location/components/place-search';

export interface LocationEntryViewProps {
  search: PlaceSearchProps;
  /** The device's position is being asked for. */
  locating: boolean;
  /** The chosen place's address and delivery zone are being looked up. */
  checking: boolean;
  onLocate: () => void;
  /** Why the place cannot be used (outside every zone, no position), or null. */
  problem: { title: string; text?: string } | null;
}

/** Type an address or take the device's position: where the marketplace should deliver, without a map. */
export function LocationEntryView({ search, locating, checking, onLocate, problem }: LocationEntryViewProps) {
  const { t } = useTranslation('location');
  return (
    <Flex vertical gap="middle" className="location-entry">
      <PlaceSearch {...search} />
      <div>
        <Button icon={<AimOutlined aria-hidden />} loading={locating} onClick={onLocate}>
          {t('picker.currentPosition')}
        </Button>
      </div>
      {/* Always there (an empty live region), so the words are read out when they come. */}
      <p role="status" className="text-secondary location-entry__status">
        {checking ? t('entry.checking') : ''}
      </p>
      {problem ? <Alert type="warning" showIcon title={problem.title} description={problem.text} /> : null}
    </Flex>
  );
}
