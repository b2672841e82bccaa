import type { LandingFeature } from '@/features/landing/api/get-landing';
import { LandingSection } from '@/features/landing/components/landing-section';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface LandingFeaturesProps {
  title: string;
  subTitle?: string;
  features: LandingFeature[];
}

/** The marketplace's selling points, each a picture, a title and a sentence. */
export function LandingFeatures({ title, subTitle, features }: LandingFeaturesProps) {
  if (features.length === 0) return null;
  return (
    <LandingSection id="landing-features" title={title} subTitle={subTitle}>
      <ul className="landing-cards">
        {features.map((feature) => (
          <li key={feature.title} className="landing-card">
            <ImageWithFallback src={feature.image_full_url} width={96} height={96} className="landing-card__picture" />
            <h3 className="landing-card__title">{feature.title}</h3>
            {feature.sub_title ? <p className="landing-card__text">{feature.sub_title}</p> : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
