import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { SessionWatcher } from '@/app/layout/session-watcher';
import { useConfig } from '@/features/config/api/get-config';

/** The frame of every page: header, the page itself, footer. */
export function AppLayout() {
  const { data: config } = useConfig();
  useEffect(() => {
    if (config?.business_name) document.title = config.business_name;
  }, [config?.business_name]);
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <div className="app-width">
          <Outlet />
        </div>
      </Layout.Content>
      <AppFooter />
      <SessionWatcher />
    </Layout>
  );
}
