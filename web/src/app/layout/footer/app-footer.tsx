import { lazy, Suspense } from 'react';
import { appDownloadLinks, footerSections, socialLinks } from '@/app/layout/footer/footer-links';
import { FooterView } from '@/app/layout/footer/footer-view';
import { useShell } from '@/app/layout/use-shell';
import { useAtom } from '@/shared/state/app-store';
import { addressMapOpenAtom } from '@/shared/state/dialogs';

const AddressMapDialog = lazy(() => import(/* webpackChunkName: "address-map" */ '@/app/layout/footer/address-map-dialog'));

/** The footer with the configuration's contacts, links and flags. A default export: the layout loads it lazily. */
export default function AppFooter() {
  const { config, policy, loggedIn } = useShell();
  const [mapOpen, setMapOpen] = useAtom(addressMapOpenAtom);
  return (
    <>
      <FooterView
        businessName={config?.business_name}
        logoUrl={config?.logo_full_url}
        email={config?.email}
        phone={config?.phone}
        address={config?.address}
        description={config?.fixed_footer_description}
        footerText={config?.footer_text}
        social={socialLinks(config?.social_media)}
        appLinks={appDownloadLinks(config?.download_user_app_links)}
        sections={footerSections({ flags: config, policy, loggedIn })}
        onAddressClick={() => setMapOpen(true)}
        demoPictures={config?.demo}
      />
      {mapOpen && config ? (
        <Suspense fallback={null}>
          <AddressMapDialog
            open={mapOpen}
            address={config.address}
            center={config.default_location}
            onClose={() => setMapOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
