import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { EmptyState } from '@/features/catalogue/components/list-states';
import { CardEnvironmentProvider } from '@/features/catalogue/containers/card-environment';
import { SearchBox } from '@/features/catalogue/components/search-box';
import {
  CampaignSection,
  CategoriesSection,
  ItemsSection,
  StoresSection,
} from '@/features/catalogue/containers/home-sections';
import { ModulePageAction } from '@/features/catalogue/containers/module-page-action';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { searchPath } from '@/features/catalogue/paths';
import { useModuleSuggester } from '@/features/catalogue/slots';
import { useSetAtom } from '@/shared/state/app-store';
import { WhenVisible } from '@/shared/ui/when-visible';
import { modulePickerOpenAtom } from '@/shared/state/dialogs';
import '@/features/catalogue/catalogue.css';

const FlashSaleSection = lazy(() => import(/* webpackChunkName: "flash-sale" */ '@/features/catalogue/containers/flash-sale-section'));

/** /home: the chosen module's categories, campaigns, flash sales, stores and items, with the item search. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const scope = useCatalogueScope();
  const module = useCatalogueModule();
  const openModulePicker = useSetAtom(modulePickerOpenAtom);
  const suggest = useModuleSuggester(module.type, module.id);

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
  // The strips' cards share one reading of what they draw with (card-environment.tsx).
  return (
    <CardEnvironmentProvider>
      <div className="catalogue-page">
        <header className="home-hero">
          <h1 className="page-title">{module.name ?? t('home.title')}</h1>
          <p className="text-secondary">{t('home.subtitle', { items: module.labels.items, stores: module.labels.stores })}</p>
          <SearchBox itemsLabel={module.labels.items} onSearch={(name) => void navigate(searchPath(name))} suggest={suggest} onPick={(picked) => void navigate(picked.to)} />
          <ModulePageAction moduleType={module.type} moduleId={module.id} />
        </header>
        <CategoriesSection {...sections} />
        <StoresSection {...sections} kind="popular" />
        <ItemsSection {...sections} kind="popular" />
        {/* Below the first screen: a strip that may turn out empty does not push the page about. These
            sections fetch and draw when the shopper scrolls near them, not with the first view. */}
        <WhenVisible placeholder={<div className="home-later" />}>
          <CampaignSection {...sections} />
          <Suspense fallback={null}>
            <FlashSaleSection scope={scope} />
          </Suspense>
          <StoresSection {...sections} kind="latest" />
          <ItemsSection {...sections} kind="latest" />
        </WhenVisible>
      </div>
    </CardEnvironmentProvider>
  );
}
