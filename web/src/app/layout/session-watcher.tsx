import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearShopperListsOnLogout } from '@/app/parts/shopper-lists';
import { forgetCustomerInfo } from '@/features/account/api/profile';
import { onSessionRejected } from '@/shared/api/session';
import { useSetAtom } from '@/shared/state/app-store';
import { removeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { tokenAtom } from '@/shared/state/session';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * SPEC.md section 8: a 401 with a token stored shows 'Your account is inactive or Your token has
 * been expired', removes the token and goes to /home. The fetch client has already removed it from
 * storage; the token atom is told too, so every screen switches to the guest view at once, and what
 * the page kept of that customer (profile, cart, wishlist) is forgotten as at logout.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  useEffect(
    () =>
      onSessionRejected(() => {
        setToken(null);
        removeStored(STORAGE_KEYS.token); // the atom writes null; SPEC.md removes the key
        void forgetCustomerInfo();
        void clearShopperListsOnLogout();
        void message.error({ content: t('session.expired'), key: 'session-rejected' });
        void navigate('/home');
      }),
    [message, navigate, t, setToken],
  );
  return null;
}
