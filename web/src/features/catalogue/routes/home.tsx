import type { VerticalSlot } from '@storefront/sdk';
import { Button } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { EmptyState } from '@/features/catalogue/components/list-states';
import { SearchBox } from '@/features/catalogue/components/search-box';
import {
  CampaignSection,
  CategoriesSection,
  ItemsSection,
  StoresSection,
} from '@/features/catalogue/containers/home-sections';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { useVerticalSlot } from '@/features/catalogue/slots';
import { searchPath } from '@/features/catalogue/paths';
import { useSetAtom } from '@/shared/state/app-store';
import { WhenVisible } from '@/shared/ui/when-visible';
import { modulePickerOpenAtom } from '@/shared/state/dialogs';

const HOME_ACTIONS = 'HomeActions' satisfies VerticalSlot;

/** /home: the chosen module's categories, campaigns, stores and items, with the item search. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const scope = useCatalogueScope();
  const module = useCatalogueModule();
  const openModulePicker = useSetAtom(modulePickerOpenAtom);
  const slot = useVerticalSlot();

  if (module.id === null) {
    return (
      <div className="module-needed">
        <EmptyState />
        <h1 className="page-title">{t('home.chooseModuleTitle')}</h1>
        <p className="text-secondary">{t('home.chooseModuleText')}</p>
        <Button type="primary" onClick={() => openModulePicker(true)}>
          {t('home.chooseModule')}
        </Button>
      </div>
    );
  }

  const sections = { scope, module };
  return (
    <div className="catalogue-page">
      <header className="home-hero">
        <h1 className="page-title">{module.name ?? t('home.title')}</h1>
        <p className="text-secondary">{t('home.subtitle', { items: module.labels.items, stores: module.labels.stores })}</p>
        <SearchBox itemsLabel={module.labels.items} onSearch={(name) => void navigate(searchPath(name))} />
      </header>
      {/* What the module offers above its catalogue (parcel: send and track a package), from its web-vertical.
          The slot is the app's one VerticalSlot component, the same on every render. */}
      {slot && module.type
        ? createElement(slot, { moduleType: module.type, slot: HOME_ACTIONS, props: { navigate: (to: string) => void navigate(to) } })
        : null}
      <CategoriesSection {...sections} />
      <StoresSection {...sections} kind="popular" />
      <ItemsSection {...sections} kind="popular" />
      {/* Below the first screen: a strip that may turn out empty does not push the page about. These
          sections fetch and draw when the shopper scrolls near them, not with the first view. */}
      <WhenVisible placeholder={<div className="home-later" />}>
        <CampaignSection {...sections} />
        <StoresSection {...sections} kind="latest" />
        <ItemsSection {...sections} kind="latest" />
      </WhenVisible>
    </div>
  );
}
