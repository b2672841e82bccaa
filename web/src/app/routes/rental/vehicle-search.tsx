import { CarOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Unavailable } from '@/app/routes/unavailable';
import { useSelectModule } from '@/app/use-select-module';
import { useLatestItemList } from '@/features/catalogue/api/get-latest-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { useModules } from '@/features/modules';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/**
 * /rental/vehicle-search?categoryId= or ?all_category=1: the rental module's vehicles, of one
 * category or all. From another module, the page offers to switch to the rental module first.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const { data: modules } = useModules();
  const chosen = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  if (!modules) return <Skeleton active />;
  const rental = modules.find((module) => module.module_type === 'rental');
  if (!rental) return <Unavailable />;
  if (chosen?.module_type !== 'rental') {
    return (
      <Result
        icon={<CarOutlined aria-hidden />}
        title={t('rental.switchTitle', { module: rental.module_name })}
        subTitle={t('rental.switchText')}
        extra={
          <Button type="primary" onClick={() => void choose(rental)}>
            {t('rental.switchAction', { module: rental.module_name })}
          </Button>
        }
      />
    );
  }
  return <Vehicles label={chosen.labels?.items} />;
}

function Vehicles({ label }: { label?: string }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const categoryId = Number(params.get('categoryId'));
  const filters = Number.isInteger(categoryId) && categoryId > 0 ? { category_id: categoryId } : {};
  const list = useLatestItemList(filters, useCatalogueScope());
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{label ?? t('rental.vehicles')}</h1>
      <PagedItems list={list} emptyText={t('rental.noVehicles')} />
    </Flex>
  );
}
