import { Layout } from 'antd';
import { useConfig } from '@/features/config/api/get-config';

/** The footer; its full content (contacts, social links, app stores, policies) comes with the home page. */
export function AppFooter() {
  const { data: config } = useConfig();
  return (
    <Layout.Footer className="app-footer">
      <p className="app-width text-secondary">{config?.footer_text}</p>
    </Layout.Footer>
  );
}
