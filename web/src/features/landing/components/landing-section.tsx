import type { ReactNode } from 'react';
import '@/features/landing/components/landing.css';

export interface LandingSectionProps {
  /** The heading's id, which names the section for assistive tools. */
  id: string;
  title: string;
  subTitle?: string;
  children: ReactNode;
}

/** One part of the landing page under its own heading and lead sentence. */
export function LandingSection({ id, title, subTitle, children }: LandingSectionProps) {
  return (
    <section className="landing-section" aria-labelledby={id}>
      <h2 id={id} className="landing-section__title">
        {title}
      </h2>
      {subTitle ? <p className="landing-section__lead">{subTitle}</p> : null}
      {children}
    </section>
  );
}
