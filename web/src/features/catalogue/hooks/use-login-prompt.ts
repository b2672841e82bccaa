import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { isLoggedInAtom } from '@/shared/state/session';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * For what only a customer may do: a guest is told `text` and offered sign-in, and true is answered
 * (the action stops there); a signed-in customer gets false.
 */
export function useLoginPrompt(): (text: string) => boolean {
  const { message } = useFeedback();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setAuthDialog = useSetAtom(authDialogAtom);
  return useCallback(
    (text: string) => {
      if (loggedIn) return false;
      void message.warning({ content: text, key: 'login-required' });
      setAuthDialog({ open: true, mode: 'sign-in' });
      return true;
    },
    [loggedIn, message, setAuthDialog],
  );
}
