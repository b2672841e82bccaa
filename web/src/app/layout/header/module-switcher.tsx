import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Module } from '@/shared/state/chosen-module';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface ModuleSwitcherProps {
  module: Module | null;
  onOpen: () => void;
}

/** The header's module switcher: the chosen module, opening the module picker. */
export function ModuleSwitcher({ module, onOpen }: ModuleSwitcherProps) {
  const { t } = useTranslation('shell');
  return (
    <Button
      onClick={onOpen}
      title={t('header.switchModule')}
      icon={
        module ? (
          <ImageWithFallback src={module.icon_full_url} width={18} height={18} alt="" className="module-switcher__icon" />
        ) : (
          <AppstoreOutlined />
        )
      }
    >
      <span className="module-switcher__name">{module?.module_name ?? t('header.selectModule')}</span>
    </Button>
  );
}
