import type { ReactNode } from 'react';
import '@/features/landing/components/landing.css';

export interface LandingHeroProps {
  /** The business's headline (fixed_header_title), the page's main heading. */
  title?: string;
  subTitle?: string;
  /** The question over the location entry (fixed_location_title). */
  locationTitle?: string;
  /** The location entry. */
  children: ReactNode;
}

/** The landing page's first screen: the headline beside where to deliver (under it on a phone). */
export function LandingHero({ title, subTitle, locationTitle, children }: LandingHeroProps) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero__text">
        <h1 id="landing-title" className="landing__title">
          {title}
        </h1>
        {subTitle ? <p className="landing-hero__lead">{subTitle}</p> : null}
      </div>
      <div className="landing-hero__entry">
        {locationTitle ? <h2 className="landing-hero__entry-title">{locationTitle}</h2> : null}
        {children}
      </div>
    </section>
  );
}
