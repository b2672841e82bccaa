import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Button, Flex } from 'antd';

/** The parcel module's home actions (its PageAction slot): send a package, track one. A store's page has none. */
export default function HomeActions({ store, navigate }: VerticalSlotProps['PageAction']) {
  const t = useVerticalTranslation('parcel');
  if (store) return null;
  return (
    <Flex gap="small" wrap className="parcel-home-actions">
      <Button type="primary" size="large" icon={<SendOutlined aria-hidden />} onClick={() => navigate('/send-package')}>
        {t('sendPackage')}
      </Button>
      <Button size="large" icon={<SearchOutlined aria-hidden />} onClick={() => navigate('/track-package')}>
        {t('trackPackage')}
      </Button>
    </Flex>
  );
}
