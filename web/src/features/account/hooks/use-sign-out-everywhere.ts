import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { signOutEverywhere } from '@/features/account/api/sessions';
import { useSignOutHere } from '@/features/account/hooks/use-sign-out-here';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * "Sign out everywhere" behind a confirmation, like logout's: the server closes every session of the
 * customer, this one included, then this browser signs out exactly as at logout and says the server's
 * message. `clearLists` empties the cart and the wishlist.
 */
export function useSignOutEverywhere(clearLists: () => void | Promise<void>): () => void {
  const { t } = useTranslation('account');
  const { modal } = useFeedback();
  const showError = useApiErrorToast();
  const signOutHere = useSignOutHere(clearLists);
  return useCallback(() => {
    modal.confirm({
      title: t('devices.everywhereTitle'),
      content: t('devices.everywhereText'),
      okText: t('devices.everywhereConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('devices.cancel'),
      onOk: async () => {
        let answer;
        try {
          answer = await signOutEverywhere();
        } catch (error) {
          showError(error); // a 401 is the session watcher's: this session had already ended
          return;
        }
        // The server has closed this session too: nothing left to revoke, only this browser to clear.
        await signOutHere({ successText: answer.message, revoke: false });
      },
    });
  }, [modal, t, showError, signOutHere]);
}
