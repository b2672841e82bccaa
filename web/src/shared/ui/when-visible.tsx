import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Drawn until the content is wanted; it holds the content's place (and size) on the page. */
  placeholder: ReactNode;
  /** How far outside the screen the placeholder may be when the content starts loading. */
  margin?: string;
  children: ReactNode;
}

/**
 * Mounts `children` once the placeholder comes near the screen, so what sits below the first screen
 * (the footer) is neither fetched nor drawn with the page's first view. Without IntersectionObserver
 * (old browsers, tests) the content mounts at once.
 */
export function WhenVisible({ placeholder, margin = '300px', children }: Props) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  if (visible) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
