import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectModule } from '@/app/use-select-module';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { CategoryTile } from '@/features/catalogue/components/category-tile';
import { categoryPath } from '@/features/catalogue/paths';
import { ModuleTiles } from '@/features/modules';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { hasLocationAtom } from '@/shared/state/location';
import '@/features/catalogue/catalogue.css';

/**
 * /interest, where phones land after a module switch (SPEC.md section 2). Decision: it is the small
 * screen's start page for the chosen module — the location it still needs, the module's categories
 * to jump into and the way home; with no module chosen yet, the module tiles.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const chosen = useAtomValue(chosenModuleAtom);
  const hasZone = useAtomValue(hasLocationAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const choose = useSelectModule();
  if (!chosen) {
    return (
      <Flex vertical gap="large">
        <h1 className="page-title">{t('interest.chooseTitle')}</h1>
        <ModuleTiles onChoose={(module) => void choose(module)} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="large">
      <header>
        <h1 className="page-title">{t('interest.title', { module: chosen.module_name })}</h1>
        <p className="text-secondary">{t('interest.hint')}</p>
      </header>
      {hasZone ? null : (
        <Alert
          type="info"
          showIcon
          title={t('interest.needLocation')}
          // The button sits under the text rather than beside it: side by side was cramped on phones.
          description={
            <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setLocationPicker({ open: true, reason: 'required' })}>
              {t('interest.pickLocation')}
            </Button>
          }
        />
      )}
      <InterestCategories />
      <div>
        <Button type="primary" size="large" onClick={() => void navigate('/home')}>
          {t('interest.goHome')}
        </Button>
      </div>
    </Flex>
  );
}

function InterestCategories() {
  const { data, isLoading } = useCategories(useCatalogueScope());
  if (isLoading) return <Skeleton active />;
  const categories = data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Flex wrap gap="large" role="list">
      {categories.map((category) => (
        <div role="listitem" key={category.id}>
          <CategoryTile category={category} href={categoryPath(category)} />
        </div>
      ))}
    </Flex>
  );
}
