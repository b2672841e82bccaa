import { Button, Flex, Result, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendOtp, verifyOtp, type OtpChannel } from '@/features/account/api/otp';
import { updateProfile, useCustomerInfo } from '@/features/account/api/profile';
import type { ProfileField } from '@/features/account/components/profile-edit-form';
import { ProfileView } from '@/features/account/components/profile-view';
import { SignedInDevices } from '@/features/account/containers/signed-in-devices';
import { useRemoveAccount } from '@/features/account/hooks/use-remove-account';
import { splitFailure, type FieldErrors } from '@/features/account/model/field-errors';
import { contactUnchanged, profileFormData, type ProfileFormValues } from '@/features/account/model/profile-form';
import { useConfig } from '@/shared/api/get-config';
import { useFeedback } from '@/shared/ui/use-feedback';

// The form (antd's Form, Upload ...) arrives when Edit Profile is pressed, the dialog when a code is sent.
const ProfileEditForm = lazy(() => import(/* webpackChunkName: "profile-edit" */ '@/features/account/components/profile-edit-form'));
const OtpDialog = lazy(() => import(/* webpackChunkName: "otp-dialog" */ '@/features/account/components/otp-dialog'));

const PROFILE_FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'image'] as const;
const PROFILE_ALIASES: Record<string, (typeof PROFILE_FIELDS)[number]> = { f_name: 'name', l_name: 'name' };

interface PendingOtp {
  channel: OtpChannel;
  target: string;
  resendAfter?: number;
}

export interface ProfileSettingsProps {
  /** Empty the cart and the wishlist when the account is deleted. */
  clearLists: () => void | Promise<void>;
}

/**
 * /profile?page=profile-settings: the profile, its Edit Personal Details form, account deletion and the
 * devices the customer is signed in on.
 * An update that changes a phone or email under verification answers otp_send: the OTP dialog opens
 * for it, and the verified change is applied by the server.
 */
export function ProfileSettings({ clearLists }: ProfileSettingsProps) {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  const { message } = useFeedback();
  const { data: config } = useConfig();
  const { data: profile, error, mutate } = useCustomerInfo(true);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [otp, setOtp] = useState<PendingOtp | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>[] | undefined>();
  const removeAccount = useRemoveAccount(clearLists);

  if (error && !profile) {
    return <Result status="warning" title={t('profile.failed')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!profile) return <Skeleton active avatar />;

  const closeForm = () => {
    setEditing(false);
    setFieldErrors(undefined);
    setPhoto(null);
    setPhotoError(undefined);
  };

  const submit = async (values: ProfileFormValues, buttonType?: 'email' | 'phone') => {
    setBusy(true);
    setPhotoError(undefined);
    try {
      if (buttonType && contactUnchanged(profile, values, buttonType)) {
        // The verify icon of a stored, unverified contact: a code to it, nothing else to send.
        const sent = await sendOtp(buttonType);
        setOtp({ channel: buttonType, target: profile[buttonType], resendAfter: sent.resend_after });
        return;
      }
      const answer = await updateProfile(profileFormData(values, photo, buttonType));
      await mutate();
      if (answer.otp_send && answer.verification_on) {
        const channel = answer.verification_on;
        setOtp({ channel, target: channel === 'phone' ? values.phone.trim() : values.email.trim() });
        return;
      }
      void message.success({ content: answer.message, key: 'profile' });
      closeForm();
    } catch (failure) {
      const split = splitFailure(failure, PROFILE_FIELDS, { aliases: PROFILE_ALIASES, generic: common('errors.generic'), sessionEnds: true });
      setPhotoError(split.fields.find((field) => field.name === 'image')?.errors[0]);
      setFieldErrors(split.fields.filter((field): field is FieldErrors<ProfileField> => field.name !== 'image'));
      split.toasts.forEach((content, index) => void message.error({ content, key: `profile-error-${index}` }));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    if (!otp) return;
    const answer = await verifyOtp(otp.channel, otp.target, code);
    void message.success({ content: answer.message, key: 'profile' });
    setOtp(null);
    await mutate();
    closeForm();
  };

  const resend = async () => {
    if (!otp) return undefined;
    const answer = await sendOtp(otp.channel);
    void message.success({ content: answer.message, key: 'otp' });
    return answer.resend_after;
  };

  return (
    <>
      {editing ? (
        <Suspense fallback={<Skeleton active />}>
          <ProfileEditForm
            fieldErrors={fieldErrors}
            profile={profile}
            flags={config?.centralize_login}
            busy={busy}
            photo={photo}
            onPhoto={setPhoto}
            photoError={photoError}
            onSubmit={(values, buttonType) => void submit(values, buttonType)}
            onBack={closeForm}
          />
        </Suspense>
      ) : (
        <Flex vertical gap="large">
          <ProfileView profile={profile} onEdit={() => setEditing(true)} onDelete={removeAccount} />
          <SignedInDevices clearLists={clearLists} />
        </Flex>
      )}
      {otp ? (
        <Suspense fallback={null}>
          <OtpDialog
            open
            channel={otp.channel}
            target={otp.target}
            demo={config?.demo === true}
            resendAfter={otp.resendAfter ?? config?.otp_resend_time}
            onVerify={verify}
            onResend={resend}
            onClose={() => setOtp(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
