import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { HoverHint } from '@/shared/ui/hover-hint';
import '@/app/dialogs/floating-actions.css';

export interface FloatingActionsProps {
  onSelectModule: () => void;
  onGoHome: () => void;
}

/**
 * SPEC.md: on small screens, floating buttons offer 'Select Module' and 'Go to Home'. Round antd
 * Buttons in a fixed column of our own (shell.css): antd's FloatButton would generate its own large
 * style sheet at run time on every page.
 */
export default function FloatingActions({ onSelectModule, onGoHome }: FloatingActionsProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="floating-actions">
      <HoverHint title={t('floating.selectModule')} placement="start">
        <Button
          shape="circle"
          size="large"
          icon={<AppstoreOutlined aria-hidden />}
          aria-label={t('floating.selectModule')}
          onClick={onSelectModule}
        />
      </HoverHint>
      <HoverHint title={t('floating.goHome')} placement="start">
        <Button shape="circle" size="large" icon={<HomeOutlined aria-hidden />} aria-label={t('floating.goHome')} onClick={onGoHome} />
      </HoverHint>
    </div>
  );
}
