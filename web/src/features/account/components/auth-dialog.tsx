import { Button, Divider, Flex, Form, Modal, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { sendOtp, verifyOtp } from '@/features/account/api/otp';
import { SignInForm, type SignInValues } from '@/features/account/components/sign-in-form';
import { SignUpForm, type SignUpValues } from '@/features/account/components/sign-up-form';
import { useSignIn } from '@/features/account/hooks/use-sign-in';
import { splitFailure, type FieldErrors } from '@/features/account/model/field-errors';
import { forgetReferral, referralCodeForSignUp } from '@/features/account/model/referral-sign-up';
import { useConfig } from '@/shared/api/get-config';
import { swrKeys } from '@/shared/api/swr-keys';
import { useFeedback } from '@/shared/ui/use-feedback';

// The code entry arrives only when a new account's email waits for its code.
const OtpDialog = lazy(() => import(/* webpackChunkName: "otp-dialog" */ '@/features/account/components/otp-dialog'));

/** A new account's email waiting for its code, and when its resend link works. */
interface EmailToVerify {
  email: string;
  resendAfter?: number;
}

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthDialogProps {
  open: boolean;
  /** The form it opens with; the shopper can switch. */
  mode: AuthMode;
  onClose: () => void;
  /** Offered when the shopper came from the guest-or-login prompt: go on without an account. */
  onContinueAsGuest?: () => void;
}

const SIGN_IN_FIELDS = ['email_or_phone', 'password'] as const;
const SIGN_UP_FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'ref_code'] as const;
type SignInField = (typeof SIGN_IN_FIELDS)[number];
type SignUpField = (typeof SIGN_UP_FIELDS)[number];
/** The server may name the parts of the name or the login fields as 6amMart's clients send them. */
const SIGN_UP_ALIASES: Record<string, SignUpField> = { f_name: 'name', l_name: 'name' };
const SIGN_IN_ALIASES: Record<string, SignInField> = { email: 'email_or_phone', phone: 'email_or_phone', field_type: 'email_or_phone' };

/**
 * The sign-in and sign-up dialog. Sign-in takes an email or a phone and the password; sign-up a
 * name, email, phone, password twice and an optional referral code (a shared link's, kept from the
 * visit's arrival, fills it in; the server's refusal of it shows under it). Field errors of a 422 show under
 * their fields, other refusals as a toast. Social and phone-provider sign-in have no provider
 * configured, so they have no buttons. When the operator asks new accounts to verify their email, the
 * sign-up answers `verification_on: 'email'`: the code is sent (POST /auth/send-otp) and its entry
 * opens, as for a changed email in the profile. The dialog stays mounted once opened (shell-dialogs),
 * so the code entry outlives the closed sign-up form.
 */
export default function AuthDialog({ open, mode: initialMode, onClose, onContinueAsGuest }: AuthDialogProps) {
  const { t } = useTranslation('account');
  const { message } = useFeedback();
  const { t: common } = useTranslation();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // Each opening starts in the mode it was asked for, whatever the shopper switched to last time.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode(initialMode);
  }
  const [busy, setBusy] = useState(false);
  const [signInForm] = Form.useForm<SignInValues>();
  const [signUpForm] = Form.useForm<SignUpValues>();
  const { withPassword, withNewAccount } = useSignIn();
  const [emailToVerify, setEmailToVerify] = useState<EmailToVerify | null>(null);

  // A friend's shared link fills the referral code in (with referrals off, the server ignores it).
  const initialRefCode = referralCodeForSignUp(window.location.search);

  const signUpAndVerify = async (values: SignUpValues) => {
    const answer = await withNewAccount(values);
    forgetReferral();
    if (answer.verification_on !== 'email') return;
    const email = values.email.trim();
    try {
      setEmailToVerify({ email, resendAfter: (await sendOtp('email')).resend_after });
    } catch (failure) {
      // The account exists and is signed in: the code entry opens with its resend link ready.
      const split = splitFailure(failure, [], { generic: common('errors.generic') });
      split.toasts.forEach((content, index) => void message.error({ content, key: `otp-error-${index}` }));
      setEmailToVerify({ email, resendAfter: 0 });
    }
  };

  const verifyEmail = async (code: string) => {
    if (!emailToVerify) return;
    const answer = await verifyOtp('email', emailToVerify.email, code);
    void message.success({ content: answer.message, key: 'auth' });
    setEmailToVerify(null);
    await mutate(swrKeys.profile());
  };

  const resendEmailCode = async () => {
    const answer = await sendOtp('email');
    void message.success({ content: answer.message, key: 'otp' });
    return answer.resend_after;
  };

  async function submit<V, F extends string>(
    send: (values: V) => Promise<void>,
    values: V,
    done: string,
    fields: readonly F[],
    aliases: Record<string, F>,
    showFieldErrors: (errors: FieldErrors<F>[]) => void,
  ) {
    setBusy(true);
    try {
      await send(values);
      void message.success({ content: done, key: 'auth' });
      onClose();
    } catch (error) {
      // A wrong password's 401 is shown too: no session ended, none was open.
      const split = splitFailure(error, fields, { aliases, generic: common('errors.generic') });
      showFieldErrors(split.fields);
      split.toasts.forEach((content, index) => void message.error({ content, key: `auth-error-${index}` }));
    } finally {
      setBusy(false);
    }
  }

  const signingUp = mode === 'sign-up';
  return (
    <>
      <Modal
        open={open}
        title={signingUp ? t('auth.signUpTitle') : t('auth.signInTitle')}
        onCancel={onClose}
        footer={null}
        width={signingUp ? 560 : 420}
        destroyOnHidden
        centered
        maskClosable={!busy}
      >
        <Typography.Paragraph type="secondary">{signingUp ? t('auth.signUpIntro') : t('auth.signInIntro')}</Typography.Paragraph>
        {signingUp ? (
          <SignUpForm
            form={signUpForm}
            busy={busy}
            initialRefCode={initialRefCode}
            onSubmit={(values) => void submit(signUpAndVerify, values, t('auth.signedUp'), SIGN_UP_FIELDS, SIGN_UP_ALIASES, (errors) => signUpForm.setFields(errors))}
          />
        ) : (
          <SignInForm
            form={signInForm}
            busy={busy}
            onSubmit={(values) => void submit(withPassword, values, t('auth.signedIn'), SIGN_IN_FIELDS, SIGN_IN_ALIASES, (errors) => signInForm.setFields(errors))}
          />
        )}
        <Flex justify="center" align="center" gap={4} wrap style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">{signingUp ? t('auth.haveAccount') : t('auth.noAccount')}</Typography.Text>
          <Button type="link" size="small" disabled={busy} onClick={() => setMode(signingUp ? 'sign-in' : 'sign-up')}>
            {signingUp ? t('auth.signIn') : t('auth.signUp')}
          </Button>
        </Flex>
        {onContinueAsGuest ? (
          <>
            <Divider plain>{t('auth.or')}</Divider>
            <Button block disabled={busy} onClick={onContinueAsGuest}>
              {t('auth.continueAsGuest')}
            </Button>
          </>
        ) : null}
      </Modal>
      {emailToVerify ? (
        <EmailCodeEntry waiting={emailToVerify} onVerify={verifyEmail} onResend={resendEmailCode} onClose={() => setEmailToVerify(null)} />
      ) : null}
    </>
  );
}

interface EmailCodeEntryProps {
  waiting: EmailToVerify;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<number | undefined>;
  onClose: () => void;
}

/** The code entry for a new account's email; it reads the configuration (demo mode, resend wait) only when shown. */
function EmailCodeEntry({ waiting, onVerify, onResend, onClose }: EmailCodeEntryProps) {
  const { data: config } = useConfig();
  return (
    <Suspense fallback={null}>
      <OtpDialog
        open
        channel="email"
        target={waiting.email}
        demo={config?.demo === true}
        resendAfter={waiting.resendAfter ?? config?.otp_resend_time}
        onVerify={onVerify}
        onResend={onResend}
        onClose={onClose}
      />
    </Suspense>
  );
}
