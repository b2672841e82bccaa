import { useEffect } from 'react';

/** Name the browser tab after the page (a product, a store); the breadcrumb reads it too. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
