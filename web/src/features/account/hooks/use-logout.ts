import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOutHere } from '@/features/account/hooks/use-sign-out-here';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * Logout with SPEC.md's confirmation dialog; `clearLists` empties the cart and the wishlist.
 * The dialog's OK button spins through the 500 ms wait.
 */
export function useLogout(clearLists: () => void | Promise<void>): () => void {
  const { t } = useTranslation('shell');
  const { modal } = useFeedback();
  const signOutHere = useSignOutHere(clearLists);
  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmText'),
      okText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
      onOk: () => signOutHere({ successText: t('logout.done'), revoke: true }),
    });
  }, [modal, t, signOutHere]);
}
