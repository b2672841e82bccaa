import type { VerticalRouteProps } from '@storefront/sdk';
import { Flex } from 'antd';
import { useId } from 'react';
import useSWR from 'swr';
import { getCategories, parcelKeys } from '../api';
import { resources, useParcelTranslation } from '../strings';
import { CategoryList } from './category-list';
import { HomeHero } from './home-hero';
import { RecentParcels } from './recent-parcels';
import './parcel-home.css';

/** The strings of the parcel pages, added to the parcel namespace when this page loads. */
export { resources };

/**
 * /home of a parcel module, in place of the catalogue's (a parcel module has no stores nor items):
 * send a package or track one, the parcel categories the server offers, and the signed-in customer's
 * recent parcels (a guest is told to sign in to see them).
 */
export default function ParcelHome({ module, host, navigate, formatPrice }: VerticalRouteProps) {
  const t = useParcelTranslation();
  // The send form reads the same list under the same key: going on to send finds it already here.
  const categories = useSWR(parcelKeys.categories(), () => getCategories(host));
  const go = (to: string) => navigate(to);
  const categoriesId = useId();
  const recentId = useId();
  return (
    <Flex vertical gap="large" className="parcel-page parcel-home">
      <HomeHero moduleName={module.module_name} navigate={go} />
      <Flex component="section" vertical gap="small" aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className="parcel-home__subtitle">
          {t('homeCategoriesTitle')}
        </h2>
        {categories.error ? (
          <p className="parcel-home__danger">{t('categoriesFailed')}</p>
        ) : categories.data ? (
          <CategoryList categories={categories.data} formatPrice={formatPrice} />
        ) : (
          <div className="parcel-home__loading" aria-busy="true" />
        )}
      </Flex>
      <Flex component="section" vertical gap="small" aria-labelledby={recentId}>
        <h2 id={recentId} className="parcel-home__subtitle">
          {t('homeRecentTitle')}
        </h2>
        <RecentParcels host={host} formatPrice={formatPrice} navigate={go} />
      </Flex>
    </Flex>
  );
}
