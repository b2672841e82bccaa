import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCategory } from '@/features/catalogue/api/get-category';
import { useCategoryItems } from '@/features/catalogue/api/get-category-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { ListError } from '@/features/catalogue/components/list-states';
import { LazyItemFilters } from '@/features/catalogue/containers/lazy-item-filters';
import { Section } from '@/features/catalogue/components/section';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { useOfferedItemFilters } from '@/features/catalogue/hooks/use-offered-item-filters';
import { filterQuery } from '@/features/catalogue/item-filters';
import { categoryPath } from '@/features/catalogue/paths';
import { PageSpinner } from '@/shared/ui/page-spinner';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/components/category-chips.css';

/** /category/{id}: a category, its sub-categories and its items (sub-categories included), page by page. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const scope = useCatalogueScope();
  const { data: category, error, mutate } = useCategory(id, scope);
  const module = useCatalogueModule(category?.module_id);
  // The item filters the category's module offers.
  const offered = useOfferedItemFilters(category?.module_id ?? null);
  const [chosenFilters, setChosenFilters] = useState<string[]>([]);
  const items = useCategoryItems(category?.id ?? null, scope, filterQuery(offered, chosenFilters));

  if (error) return <ListError onRetry={() => void mutate()} />;
  if (!category) return <PageSpinner />;
  return (
    <div className="catalogue-page">
      <h1 className="page-title">{category.name}</h1>
      {category.children.length > 0 ? (
        <nav aria-label={t('category.subCategories')} className="category-chips">
          {category.children.map((child) => (
            <Link key={child.id} to={categoryPath(child)} className="category-chip">
              {child.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <Section title={t('category.itemsOf', { items: module.labels.items, category: category.name })}>
        <LazyItemFilters offered={offered} chosen={chosenFilters} onChange={setChosenFilters} />
        <PagedItems list={items} emptyText={t('list.noItems', { items: module.labels.items })} />
      </Section>
    </div>
  );
}
