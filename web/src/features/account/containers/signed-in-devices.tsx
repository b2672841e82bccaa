import { useState } from 'react';
import { signOutSession, useSessions } from '@/features/account/api/sessions';
import { SignedInDevicesView } from '@/features/account/components/signed-in-devices-view';
import { useMinuteClock } from '@/features/account/hooks/use-minute-clock';
import { useSignOutEverywhere } from '@/features/account/hooks/use-sign-out-everywhere';
import { ApiError } from '@/shared/api/errors';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';

export interface SignedInDevicesProps {
  /** Empty the cart and the wishlist when signing out everywhere signs this browser out too. */
  clearLists: () => void | Promise<void>;
}

/**
 * The signed-in customer's devices (GET /api/v1/customer/sessions) on the profile: signing out of one
 * takes it off the list at once and asks the server for the list again; signing out everywhere ends
 * this browser's session as well.
 */
export function SignedInDevices({ clearLists }: SignedInDevicesProps) {
  const { message } = useFeedback();
  const showError = useApiErrorToast();
  const { data: sessions, error, mutate } = useSessions(true);
  const [signingOut, setSigningOut] = useState<string | null>(null);
  const signOutEverywhere = useSignOutEverywhere(clearLists);
  const now = useMinuteClock();

  const signOut = async (id: string) => {
    setSigningOut(id);
    try {
      const answer = await signOutSession(id);
      await mutate((current) => current?.filter((session) => session.id !== id), { revalidate: true });
      void message.success({ content: answer.message, key: 'devices' });
    } catch (failure) {
      // 404: that device had already gone (signed out elsewhere, or idle too long); the fresh list says so.
      if (failure instanceof ApiError && failure.status === 404) void mutate();
      showError(failure);
    } finally {
      setSigningOut(null);
    }
  };

  return (
    <SignedInDevicesView
      sessions={sessions}
      failed={Boolean(error) && !sessions}
      onRetry={() => void mutate()}
      onSignOut={(id) => void signOut(id)}
      signingOut={signingOut}
      onSignOutEverywhere={signOutEverywhere}
      now={now}
    />
  );
}
