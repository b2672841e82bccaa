import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '@/shared/api/get-config';
import { ContentPage } from '@/features/pages';

/**
 * /store-registration and /deliveryman-registration. Vendors and couriers register with the
 * marketplace's team (SPEC.md shows no registration form or call), so the page explains what to
 * send and opens an email with the right subject.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const store = pathname.startsWith('/store-registration');
  const subject = store ? t('registration.storeSubject') : t('registration.courierSubject');
  return (
    <ContentPage slug={store ? 'store-registration' : 'deliveryman-registration'}>
      {config?.email ? (
        <div>
          <Button
            type="primary"
            size="large"
            icon={<MailOutlined aria-hidden />}
            href={`mailto:${config.email}?subject=${encodeURIComponent(subject)}`}
          >
            {store ? t('registration.storeAction') : t('registration.courierAction')}
          </Button>
        </div>
      ) : null}
    </ContentPage>
  );
}
