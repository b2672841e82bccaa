import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Button, Flex } from 'antd';

/** The parcel module's home actions: send a package, track one. */
export default function HomeActions({ navigate }: VerticalSlotProps['HomeActions']) {
  const t = useVerticalTranslation('parcel');
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
