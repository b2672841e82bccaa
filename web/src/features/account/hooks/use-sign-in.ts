import { useCallback } from 'react';
import { signIn, signUp, type AuthAnswer, type SignUpAnswer } from '@/features/account/api/auth';
import { classifyIdentifier } from '@/features/account/model/identifier';
import type { SignInValues } from '@/features/account/components/sign-in-form';
import type { SignUpValues } from '@/features/account/components/sign-up-form';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { guestIdAtom, tokenAtom } from '@/shared/state/session';

/**
 * The two ways in. Each sends the stored guest_id, so the guest's cart becomes the customer's, and
 * keeps the token the server answers: every screen reading the token switches to the customer view.
 * A refusal is thrown (an ApiError) for the form to show.
 */
export function useSignIn() {
  const guestId = useAtomValue(guestIdAtom);
  const setToken = useSetAtom(tokenAtom);
  const keep = useCallback((answer: AuthAnswer) => setToken(answer.token), [setToken]);

  const withPassword = useCallback(
    async (values: SignInValues) => {
      const identifier = classifyIdentifier(values.email_or_phone);
      // The form's rules refuse an invalid identifier before this point.
      const fieldType = identifier.kind === 'phone' ? 'phone' : 'email';
      keep(await signIn({ emailOrPhone: identifier.value, fieldType, password: values.password, guestId }));
    },
    [guestId, keep],
  );

  // The answer tells whether the new account's email waits for its code (verification_on).
  const withNewAccount = useCallback(
    async (values: SignUpValues): Promise<SignUpAnswer> => {
      const answer = await signUp({ ...values, refCode: values.ref_code, guestId });
      keep(answer);
      return answer;
    },
    [guestId, keep],
  );

  return { withPassword, withNewAccount };
}
