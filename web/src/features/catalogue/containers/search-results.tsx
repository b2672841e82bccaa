import { useTranslation } from 'react-i18next';
import type { PagedList } from '@/features/catalogue/api/paged';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import type { Item } from '@/features/catalogue/types';

/** Search results; SPEC.md's own words when nothing matches. */
export function SearchResults({ list }: { list: PagedList<Item> }) {
  const { t } = useTranslation('catalogue');
  return <PagedItems list={list} emptyText={t('search.empty')} />;
}
