import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompactDrawerView, type DrawerStoreLink } from '@/app/layout/drawer/compact-drawer-view';
import { useDrawerStores, type DrawerStore } from '@/app/layout/drawer/use-drawer-stores';
import LanguageSwitch from '@/app/layout/language-switch';
import { directionOf } from '@/app/theme/direction';
import { themeModeAtom } from '@/app/theme/theme-mode';
import { storePath } from '@/features/catalogue/paths';
import { useAtom } from '@/shared/state/app-store';

export interface CompactDrawerProps {
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
  title: string;
  /** The chosen module's word for its stores (restaurants, providers, stores). */
  storesLabel: string;
  onLogout: () => void;
}

const toLink = (store: DrawerStore): DrawerStoreLink => ({
  href: storePath({ ...store, module_type: store.module.module_type }),
  name: store.name,
  logoUrl: store.logo_full_url,
});

/** The compact drawer with its data: the store lists, the theme and the language. A default export: loaded lazily. */
export default function CompactDrawer({ open, onClose, loggedIn, title, storesLabel, onLogout }: CompactDrawerProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useAtom(themeModeAtom);
  const latest = useDrawerStores('latest');
  const popular = useDrawerStores('popular');
  return (
    <CompactDrawerView
      open={open}
      title={title}
      storesLabel={storesLabel}
      latestStores={latest.stores.map(toLink)}
      popularStores={popular.stores.map(toLink)}
      themeMode={mode}
      language={<LanguageSwitch />}
      loggedIn={loggedIn}
      placement={directionOf(i18n.language) === 'rtl' ? 'right' : 'left'}
      onNavigate={(href) => {
        onClose();
        void navigate(href);
      }}
      onThemeModeChange={setMode}
      onLogout={onLogout}
      onClose={onClose}
    />
  );
}
