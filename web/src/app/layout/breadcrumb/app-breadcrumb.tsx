import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useVerticalTranslation } from '@storefront/sdk';
import { pageCrumb, productNameFrom, TITLE_POLL_MS } from '@/app/layout/breadcrumb/page-crumb';
import { useVertical } from '@/app/verticals/use-vertical';
import { capitalize } from '@/shared/lib/text';
import '@/app/layout/breadcrumb/breadcrumb.css';

export interface AppBreadcrumbProps {
  moduleName: string | null;
  moduleType: string | null;
  /** The chosen module policy's home crumb (a key of its web-vertical's strings), or null. */
  homeCrumb: string | null;
  /** The chosen module's word for one store (restaurant, provider, store), as the server publishes it. */
  storeLabel?: string | null;
  businessName?: string;
}

/** The product page names itself through the document title; poll it as SPEC.md says. */
function useDocumentTitle(active: boolean): string {
  const [title, setTitle] = useState(() => document.title);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setTitle(document.title), TITLE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return title;
}

/**
 * SPEC.md's breadcrumb: the module (or Home) then the current page, in antd's breadcrumb look
 * (breadcrumb.css); the layout hides it on / and small screens.
 */
export default function AppBreadcrumb({ moduleName, moduleType, homeCrumb, storeLabel, businessName }: AppBreadcrumbProps) {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const crumb = pageCrumb(pathname, moduleType, homeCrumb);
  const title = useDocumentTitle(crumb !== undefined && crumb !== null && 'productName' in crumb);
  // A web-vertical's crumb is one of its own strings: they arrive with its bundle.
  const ownerType = crumb && 'vertical' in crumb ? crumb.vertical : null;
  const owner = useVertical(ownerType);
  const tVertical = useVerticalTranslation(ownerType ?? '');
  if (crumb === undefined) return null;
  let current: string | null = null;
  if (crumb && 'vertical' in crumb) current = owner?.vertical.resources.en[crumb.key] === undefined ? null : tVertical(crumb.key);
  // A store page is named with the module's own word for a store (a restaurant in food).
  else if (crumb && 'key' in crumb) current = crumb.key === 'store' && storeLabel ? capitalize(storeLabel, i18n.language) : t(`crumb.${crumb.key}`);
  else if (crumb) current = productNameFrom(title, businessName) ?? t('crumb.item');
  const home = moduleName ?? t('crumb.home');
  // antd's Breadcrumb would bring its dropdown menu (about 30 KB gzip) into every desktop first view.
  return (
    <nav className="app-breadcrumb" aria-label={t('crumb.label')}>
      <ol className="app-breadcrumb__list">
        <li className="app-breadcrumb__item">
          <Link to="/home" aria-current={current ? undefined : 'page'}>
            {home}
          </Link>
        </li>
        {current ? (
          <li className="app-breadcrumb__item">
            <span className="app-breadcrumb__separator" aria-hidden="true">
              /
            </span>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
