import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import '@/features/catalogue/components/section.css';

interface Props {
  title: string;
  /** "View all" and where it leads. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled part of a page (h2), with an optional link to its full list. */
export function Section({ title, more, children }: Props) {
  const id = useId();
  return (
    <section className="catalogue-section" aria-labelledby={id}>
      <div className="catalogue-section__head">
        <h2 id={id} className="catalogue-section__title">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="catalogue-section__more">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
