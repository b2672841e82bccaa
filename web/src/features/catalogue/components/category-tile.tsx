import { Link } from 'react-router';
import type { Category } from '@/features/catalogue/types';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/catalogue/components/category-tile.css';

/** A category as a round picture and its name, leading to the category page. */
export function CategoryTile({ category, href, priority = false }: { category: Category; href: string; priority?: boolean }) {
  return (
    <Link to={href} className="category-tile">
      <ImageWithFallback
        src={category.image_full_url}
        alt=""
        width={72}
        height={72}
        loading={priority ? 'eager' : 'lazy'}
        className="category-tile__image"
      />
      <span className="category-tile__name">{category.name}</span>
    </Link>
  );
}
