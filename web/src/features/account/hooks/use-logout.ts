import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { revokeToken } from '@/features/account/api/auth';
import { forgetCustomerInfo } from '@/features/account/api/profile';
import { logOut } from '@/features/account/model/logout';
import { useStore } from '@/shared/state/app-store';
import { tokenAtom } from '@/shared/state/session';
import { removeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * Logout with SPEC.md's confirmation dialog; `clearLists` empties the cart and the wishlist.
 * The dialog's OK button spins through the 500 ms wait.
 */
export function useLogout(clearLists: () => void | Promise<void>): () => void {
  const { t } = useTranslation('shell');
  const { modal, message } = useFeedback();
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmText'),
      okText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
      onOk: () => {
        const token = store.get(tokenAtom);
        return logOut({
          clearToken: () => {
            store.set(tokenAtom, null);
            removeStored(STORAGE_KEYS.token); // the atom writes null; SPEC.md removes the key
          },
          revoke: () => (token ? revokeToken(token) : Promise.resolve()),
          clearLists: async () => {
            await Promise.all([clearLists(), forgetCustomerInfo()]);
          },
          pathname,
          navigate: (path) => void navigate(path),
          notifySuccess: (text) => void message.success(text),
          successText: t('logout.done'),
        });
      },
    });
  }, [modal, message, t, store, clearLists, pathname, navigate]);
}
