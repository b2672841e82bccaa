import { ArrowLeftOutlined, CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '@/features/account/components/photo-picker';
import { useCheckRule } from '@/features/account/components/form-rules';
import { keepPhoneCharacters } from '@/features/account/model/identifier';
import type { FieldErrors } from '@/features/account/model/field-errors';
import { ACCOUNT_LIMITS } from '@/features/account/model/limits';
import {
  emailMark,
  initialValues,
  phoneLocked,
  phoneMark,
  showsPassword,
  type ProfileFacts,
  type ProfileFormValues,
  type VerificationFlags,
} from '@/features/account/model/profile-form';
import '@/features/account/account.css';
import { checkConfirmation, checkEmail, checkName, checkPassword, checkPhone } from '@/features/account/model/validation';

/** A field of the form the server may refuse. */
export type ProfileField = keyof ProfileFormValues;

export interface ProfileEditFormProps {
  /** The server's refusals, each under its field (set again whenever a new answer brings them). */
  fieldErrors?: FieldErrors<ProfileField>[];
  profile: ProfileFacts & { image_full_url?: string | null };
  flags: VerificationFlags | undefined;
  busy: boolean;
  photo: File | null;
  onPhoto: (file: File) => void;
  /** The server's refusal of the photo (422 code "image"). */
  photoError?: string;
  /** Send the form; `buttonType` when a verify icon was pressed. */
  onSubmit: (values: ProfileFormValues, buttonType?: 'email' | 'phone') => void;
  onBack: () => void;
}

/**
 * SPEC.md's Edit Personal Details screen: photo, name, email (verified tick, or a verify icon when
 * email verification is on), phone (disabled and 'Not Changeable' once verified; digits and a leading
 * + only), and the password pair only when manual login is on. Go Back returns to the profile.
 */
export default function ProfileEditForm({ fieldErrors, profile, flags, busy, photo, onPhoto, photoError, onSubmit, onBack }: ProfileEditFormProps) {
  const { t } = useTranslation('account');
  const rule = useCheckRule();
  const [form] = Form.useForm<ProfileFormValues>();
  useEffect(() => {
    if (fieldErrors) form.setFields(fieldErrors);
  }, [form, fieldErrors]);
  const typedEmail = Form.useWatch('email', form) ?? profile.email;
  const email = emailMark(profile, typedEmail, flags);
  const phone = phoneMark(profile, flags);
  const locked = phoneLocked(profile);
  const verifyWith = (buttonType: 'email' | 'phone') => {
    void form.validateFields().then((values) => onSubmit(values, buttonType), () => undefined);
  };
  const verifyButton = (buttonType: 'email' | 'phone') => (
    <Tooltip title={t('profile.verify')}>
      <Button type="text" size="small" aria-label={t('profile.verify')} icon={<SafetyCertificateOutlined aria-hidden />} onClick={() => verifyWith(buttonType)} disabled={busy} />
    </Tooltip>
  );

  return (
    <Card
      title={t('profile.editTitle')}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden className="account-flip-rtl" />} onClick={onBack}>
          {t('profile.goBack')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} noValidate initialValues={initialValues(profile)} onFinish={(values) => onSubmit(values)} disabled={busy} name="profile">
        <Row gutter={[24, 8]}>
          <Col xs={24} md={8}>
            <PhotoPicker currentUrl={profile.image_full_url} picked={photo} onPick={onPhoto} serverError={photoError} />
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="name" label={t('profile.name')} rules={[rule(checkName)]}>
              <Input autoComplete="name" maxLength={ACCOUNT_LIMITS.nameMax} />
            </Form.Item>
            <Form.Item name="email" label={t('profile.email')} rules={[rule(checkEmail)]}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={ACCOUNT_LIMITS.emailMax}
                suffix={
                  email === 'verified' ? (
                    <Tooltip title={t('profile.emailVerified')}>
                      <CheckCircleFilled role="img" aria-label={t('profile.emailVerified')} style={{ color: 'var(--ant-color-success, #52c41a)' }} />
                    </Tooltip>
                  ) : email === 'verify' ? (
                    verifyButton('email')
                  ) : (
                    <span />
                  )
                }
              />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('profile.phone')}
              rules={locked ? [] : [rule(checkPhone)]}
              normalize={keepPhoneCharacters}
              extra={locked ? t('profile.notChangeable') : undefined}
            >
              {/* Always a suffix (empty or not): antd remounts the input when one appears, losing focus. */}
              <Input type="tel" inputMode="tel" autoComplete="tel" className="account-phone-input" disabled={locked} suffix={phone === 'verify' ? verifyButton('phone') : <span />} />
            </Form.Item>
            {showsPassword(flags) ? (
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="password" label={t('profile.password')} extra={t('profile.passwordHint')} rules={[rule((value) => checkPassword(value, false))]}>
                    <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="confirm_password"
                    label={t('profile.confirmPassword')}
                    dependencies={['password']}
                    rules={[rule((value) => checkConfirmation(String(form.getFieldValue('password') ?? ''), value))]}
                  >
                    <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
                  </Form.Item>
                </Col>
              </Row>
            ) : null}
            <Flex justify="flex-end">
              <Button type="primary" htmlType="submit" loading={busy} size="large">
                {t('profile.save')}
              </Button>
            </Flex>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
