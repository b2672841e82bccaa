import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LandingSection } from '@/features/landing/components/landing-section';

export interface LandingAppDownloadProps {
  title: string;
  subTitle?: string;
  /** The stores' links, each only when the configuration switches it on (footer-links.ts appDownloadLinks). */
  links: { playStore?: string; appStore?: string };
}

/** Where to get the marketplace's app; nothing when neither store's link is on. */
export function LandingAppDownload({ title, subTitle, links }: LandingAppDownloadProps) {
  const { t } = useTranslation('footer');
  if (!links.appStore && !links.playStore) return null;
  return (
    <LandingSection id="landing-app" title={title} subTitle={subTitle}>
      <Flex gap="middle" wrap>
        {links.appStore ? (
          <Button size="large" href={links.appStore} target="_blank" rel="noopener noreferrer" icon={<AppleFilled aria-hidden />}>
            {t('appStore')}
          </Button>
        ) : null}
        {links.playStore ? (
          <Button size="large" href={links.playStore} target="_blank" rel="noopener noreferrer" icon={<AndroidFilled aria-hidden />}>
            {t('playStore')}
          </Button>
        ) : null}
      </Flex>
    </LandingSection>
  );
}
