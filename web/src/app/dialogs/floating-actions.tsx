import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FloatingActionsProps {
  onSelectModule: () => void;
  onGoHome: () => void;
}

/** SPEC.md: on small screens, floating buttons offer 'Select Module' and 'Go to Home'. */
export default function FloatingActions({ onSelectModule, onGoHome }: FloatingActionsProps) {
  const { t } = useTranslation('shell');
  return (
    <FloatButton.Group shape="circle" className="floating-actions">
      <FloatButton
        icon={<AppstoreOutlined aria-hidden />}
        tooltip={t('floating.selectModule')}
        aria-label={t('floating.selectModule')}
        onClick={onSelectModule}
      />
      <FloatButton
        icon={<HomeOutlined aria-hidden />}
        tooltip={t('floating.goHome')}
        aria-label={t('floating.goHome')}
        onClick={onGoHome}
      />
    </FloatButton.Group>
  );
}
