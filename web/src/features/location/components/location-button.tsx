import { EnvironmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { preloadLocationPicker } from '@/features/location/components/location-picker';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { chosenLocationAtom } from '@/shared/state/location';

const TEXT_STYLE = { display: 'inline-block', verticalAlign: 'bottom', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The header's location button: the chosen address, or a prompt; it opens the location picker. */
export function LocationButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const location = useAtomValue(chosenLocationAtom);
  const setPicker = useSetAtom(locationPickerAtom);
  const address = location?.address?.trim();
  return (
    <Button
      type="text"
      className={className}
      icon={<EnvironmentOutlined aria-hidden />}
      title={address ? t('location.change', { address }) : undefined}
      onPointerEnter={preloadLocationPicker}
      onFocus={preloadLocationPicker}
      onClick={() => setPicker({ open: true, reason: 'change' })}
    >
      {/* bdi: a Latin street address must keep its own direction inside an RTL page, and the reverse */}
      <bdi style={TEXT_STYLE}>{address || t('location.prompt')}</bdi>
    </Button>
  );
}
