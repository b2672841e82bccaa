import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logOut } from '@/features/account/model/logout';
import { useSetAtom } from '@/shared/state/app-store';
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
  const setToken = useSetAtom(tokenAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmText'),
      okText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
      onOk: () =>
        logOut({
          clearToken: () => {
            setToken(null);
            removeStored(STORAGE_KEYS.token); // the atom writes null; SPEC.md removes the key
          },
          clearLists,
          pathname,
          navigate: (path) => void navigate(path),
          notifySuccess: (text) => void message.success(text),
          successText: t('logout.done'),
        }),
    });
  }, [modal, message, t, setToken, clearLists, pathname, navigate]);
}
