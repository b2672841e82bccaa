import { Flex, Layout } from 'antd';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { ThemeSwitch } from '@/app/layout/theme-switch';
import { useConfig } from '@/features/config/api/get-config';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

/** The top bar: the marketplace's logo and name, language and theme. */
export function AppHeader() {
  const { data: config } = useConfig();
  return (
    <Layout.Header className="app-header">
      <Flex align="center" justify="space-between" gap="middle" className="app-width">
        <Link to="/" className="app-header__brand">
          {/* A logo carries the name already; the name stands alone when there is none. */}
          {config?.logo_full_url ? (
            <ImageWithFallback
              src={config.logo_full_url}
              alt={config.business_name}
              height={32}
              loading="eager"
              className="app-header__logo"
            />
          ) : (
            <span className="app-header__name">{config?.business_name}</span>
          )}
        </Link>
        <Flex align="center" gap="small">
          <LanguageSwitch />
          <ThemeSwitch />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
