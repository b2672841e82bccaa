import { useTranslation } from 'react-i18next';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { CardList } from '@/features/catalogue/components/card-list';
import { CategoryTile } from '@/features/catalogue/components/category-tile';
import { CardsLoading, ListEmpty, ListError } from '@/features/catalogue/components/list-states';
import { categoryPath } from '@/features/catalogue/paths';
import '@/features/catalogue/catalogue.css';

/** /categories: every root category of the chosen module. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { data, error, mutate } = useCategories(useCatalogueScope());
  return (
    <div className="catalogue-page">
      <h1 className="page-title">{t('home.categories')}</h1>
      {error ? <ListError onRetry={() => void mutate()} /> : null}
      {!data && !error ? <CardsLoading shape="category" count={12} /> : null}
      {data && data.categories.length === 0 ? <ListEmpty text={t('category.empty')} /> : null}
      {data && data.categories.length > 0 ? (
        <CardList
          className="card-list--categories"
          rows={data.categories}
          keyOf={(c) => c.id}
          render={(c, index) => <CategoryTile category={c} href={categoryPath(c)} priority={index < 12} />}
        />
      ) : null}
    </div>
  );
}
