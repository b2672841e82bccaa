import { CarOutlined } from '@ant-design/icons';
import { useVerticalTranslation, type VerticalRouteProps } from '@storefront/sdk';
import { Button, Flex, Result } from 'antd';
import { useVehicleBrands } from '../vehicles/api';
import { BrandFilter } from '../vehicles/brand-filter';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The strings of the rental pages, added to the rental namespace when this page loads. */
export const resources = { en, fr };

/** The search's address with `brand` chosen (or none), the rest of the query kept. */
export function searchPath(query: URLSearchParams, brand: string | undefined): string {
  const next = new URLSearchParams(query);
  if (brand) next.set('brand', brand);
  else next.delete('brand');
  const text = next.toString();
  return `/rental/vehicle-search${text ? `?${text}` : ''}`;
}

/**
 * /rental/vehicle-search?categoryId= or ?all_category=1, and &brand=: the rental module's vehicles, of
 * one category or all, of one brand or all (the server narrows the list). From another module, the page
 * offers to switch to the rental module first.
 */
export default function VehicleSearch({ module, chosen, choose, query, parts, host, navigate }: VerticalRouteProps) {
  const t = useVerticalTranslation('rental');
  if (!chosen) {
    return (
      <Result
        icon={<CarOutlined aria-hidden />}
        title={t('switchTitle', { module: module.module_name })}
        subTitle={t('switchText')}
        extra={
          <Button type="primary" onClick={choose}>
            {t('switchAction', { module: module.module_name })}
          </Button>
        }
      />
    );
  }
  const categoryId = Number(query.get('categoryId'));
  const brand = query.get('brand')?.trim() || undefined;
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <h1 className="page-title">{t('vehicles')}</h1>
        <Brands host={host} moduleId={module.id} value={brand} onChange={(next) => navigate(searchPath(query, next))} />
      </Flex>
      <parts.ItemList categoryId={Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined} brand={brand} emptyText={t('noVehicles')} />
    </Flex>
  );
}

function Brands({ host, moduleId, value, onChange }: { host: VerticalRouteProps['host']; moduleId: number; value: string | undefined; onChange: (brand: string | undefined) => void }) {
  const { data } = useVehicleBrands(host, moduleId);
  return <BrandFilter brands={data} value={value} onChange={onChange} />;
}
