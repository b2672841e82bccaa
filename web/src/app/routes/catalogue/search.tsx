import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSearchItems } from '@/features/catalogue/api/search-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { SearchResults } from '@/features/catalogue/containers/search-results';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { searchPath } from '@/features/catalogue/paths';
import { useModuleSuggester } from '@/features/catalogue/slots';
import '@/features/catalogue/catalogue.css';

/** /search?name=: items whose name holds the text, most ordered first. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const name = (query.get('name') ?? '').trim();
  const module = useCatalogueModule();
  const results = useSearchItems(name, useCatalogueScope());
  const suggest = useModuleSuggester(module.type, module.id);
  return (
    <div className="catalogue-page">
      <h1 className="page-title">{name ? t('search.resultsFor', { name }) : t('search.title')}</h1>
      <SearchBox
        key={name}
        defaultValue={name}
        itemsLabel={module.labels.items}
        onSearch={(text) => void navigate(searchPath(text))}
        suggest={suggest}
        onPick={(picked) => void navigate(picked.to)}
      />
      {name ? <SearchResults list={results} /> : null}
    </div>
  );
}
