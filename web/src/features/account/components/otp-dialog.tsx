import { Alert, Button, Flex, Input, Modal, Typography, type GetRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/features/account/hooks/use-countdown';
import { DEMO_OTP, OTP_LENGTH, OTP_RESEND_SECONDS } from '@/features/account/model/limits';
import { ApiError } from '@/shared/api/errors';

export interface OtpDialogProps {
  open: boolean;
  /** Where the code went: the phone or the email address. */
  channel: 'phone' | 'email';
  /** The number or address it went to, when known. */
  target?: string;
  /** Config `demo`: the dialog shows the demo code. */
  demo?: boolean;
  /** Seconds before the resend link works (the server's `resend_after`; 60 by default, 0 for ready). */
  resendAfter?: number;
  /** Check the code; a refusal (an ApiError) is shown in the dialog. */
  onVerify: (code: string) => Promise<void>;
  /** Send a new code; answers the seconds before the next resend, when the server says. */
  onResend: () => Promise<number | undefined>;
  onClose: () => void;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errors[0] ? error.errors[0].message : fallback;
}

/**
 * SPEC.md's OTP verification dialog: six digit boxes, Verify enabled only with 6 digits, a 60-second
 * countdown after which the resend link works (a resend starts it again), and the demo code when the
 * marketplace runs in demo mode. The server's refusals ('OTP does not match.' ...) show inside.
 */
export default function OtpDialog({ open, channel, target, demo = false, resendAfter = OTP_RESEND_SECONDS, onVerify, onResend, onClose }: OtpDialogProps) {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const { seconds, restart } = useCountdown(resendAfter);
  const boxes = useRef<GetRef<typeof Input.OTP>>(null);

  // antd names each box "OTP Input n" in English: give them the shopper's language.
  useEffect(() => {
    boxes.current?.nativeElement.querySelectorAll('input').forEach((input, index) => {
      input.setAttribute('aria-label', `${t('otp.code')} ${index + 1}`);
    });
  });

  const verify = async () => {
    setBusy('verify');
    setError(null);
    try {
      await onVerify(code);
    } catch (failure) {
      setError(errorText(failure, common('errors.generic')));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    try {
      const wait = await onResend();
      setCode('');
      restart(wait ?? OTP_RESEND_SECONDS);
    } catch (failure) {
      setError(errorText(failure, common('errors.generic')));
    } finally {
      setBusy(null);
    }
  };

  const sentTo = target ? t('otp.sentTo', { target }) : channel === 'phone' ? t('otp.sentToPhone') : t('otp.sentToEmail');
  return (
    <Modal open={open} title={t('otp.title')} onCancel={onClose} footer={null} width={420} destroyOnHidden centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === OTP_LENGTH) void verify();
        }}
      >
        <Flex vertical gap="middle" align="center">
          <Typography.Paragraph style={{ marginBottom: 0, textAlign: 'center' }}>{sentTo}</Typography.Paragraph>
          <Input.OTP
            ref={boxes}
            aria-label={t('otp.code')}
            length={OTP_LENGTH}
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            formatter={digitsOnly}
            onInput={(cells) => setCode(digitsOnly(cells.join('')))}
          />
          {demo ? <Alert type="info" showIcon title={t('otp.demo', { code: DEMO_OTP })} /> : null}
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
          <Button type="primary" htmlType="submit" block size="large" disabled={code.length !== OTP_LENGTH} loading={busy === 'verify'}>
            {t('otp.verify')}
          </Button>
          {seconds > 0 ? (
            <Typography.Text type="secondary" aria-live="polite">
              {t('otp.resendIn', { seconds })}
            </Typography.Text>
          ) : (
            <Typography.Text>
              {t('otp.didNotGet')}{' '}
              <Button type="link" size="small" style={{ padding: 0 }} loading={busy === 'resend'} onClick={() => void resend()}>
                {t('otp.resend')}
              </Button>
            </Typography.Text>
          )}
        </Flex>
      </form>
    </Modal>
  );
}
