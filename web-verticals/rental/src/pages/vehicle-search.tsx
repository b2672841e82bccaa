import { CarOutlined } from '@ant-design/icons';
import { useVerticalTranslation, type VerticalRouteProps } from '@storefront/sdk';
import { Button, Flex, Result } from 'antd';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The strings of the rental pages, added to the rental namespace when this page loads. */
export const resources = { en, fr };

/**
 * /rental/vehicle-search?categoryId= or ?all_category=1: the rental module's vehicles, of one
 * category or all. From another module, the page offers to switch to the rental module first.
 */
export default function VehicleSearch({ module, chosen, choose, query, parts }: VerticalRouteProps) {
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
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('vehicles')}</h1>
      <parts.ItemList categoryId={Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined} emptyText={t('noVehicles')} />
    </Flex>
  );
}
