import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { ContentPage } from '@/features/pages';

/** /help-and-support: the help text, then the marketplace's contacts to reach a person. */
export function Component() {
  const { t } = useTranslation('pages');
  const { data: config } = useConfig();
  return (
    <ContentPage slug="help-and-support">
      {config ? (
        <Card title={t('help.contactTitle')}>
          <Flex vertical gap="small" align="flex-start">
            <Button type="link" icon={<MailOutlined aria-hidden />} href={`mailto:${config.email}`}>
              {config.email}
            </Button>
            <Button type="link" icon={<PhoneOutlined aria-hidden />} href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>
              {config.phone}
            </Button>
            <span className="text-secondary">
              <EnvironmentOutlined /> {config.address}
            </span>
          </Flex>
        </Card>
      ) : null}
    </ContentPage>
  );
}
