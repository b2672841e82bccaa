import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeModeAtom } from '@/app/theme/theme-mode';
import { useAtom } from '@/shared/state/app-store';

/** SPEC.md's theme switch: toggles light and dark. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useAtom(themeModeAtom);
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    />
  );
}
