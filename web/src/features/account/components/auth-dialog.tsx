import { Button, Divider, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInForm, type SignInValues } from '@/features/account/components/sign-in-form';
import { SignUpForm, type SignUpValues } from '@/features/account/components/sign-up-form';
import { useSignIn } from '@/features/account/hooks/use-sign-in';
import { splitFailure, type FieldErrors } from '@/features/account/model/field-errors';
import { useFeedback } from '@/shared/ui/use-feedback';

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
 * name, email, phone, password twice and an optional referral code. Field errors of a 422 show under
 * their fields, other refusals as a toast. Social and phone-provider sign-in have no provider
 * configured, so they have no buttons.
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
          onSubmit={(values) => void submit(withNewAccount, values, t('auth.signedUp'), SIGN_UP_FIELDS, SIGN_UP_ALIASES, (errors) => signUpForm.setFields(errors))}
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
  );
}
