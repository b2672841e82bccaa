import { Link } from 'react-router';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface BrandProps {
  name?: string;
  logoUrl?: string | null;
  to: string;
}

/** The marketplace's logo (its name stands alone when there is no logo), linking home. */
export function Brand({ name, logoUrl, to }: BrandProps) {
  return (
    <Link to={to} className="app-header__brand" aria-label={name}>
      {logoUrl ? (
        <ImageWithFallback src={logoUrl} alt={name} height={32} loading="eager" className="app-header__logo" />
      ) : (
        <span className="app-header__name">{name}</span>
      )}
    </Link>
  );
}
