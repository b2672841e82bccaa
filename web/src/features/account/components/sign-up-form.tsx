import { Button, Col, Form, Input, Row } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/features/account/account.css';
import { useCheckRule } from '@/features/account/components/form-rules';
import { keepPhoneCharacters } from '@/features/account/model/identifier';
import { ACCOUNT_LIMITS } from '@/features/account/model/limits';
import { checkConfirmation, checkEmail, checkName, checkPassword, checkPhone } from '@/features/account/model/validation';

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  ref_code?: string;
}

export interface SignUpFormProps {
  form: FormInstance<SignUpValues>;
  busy: boolean;
  onSubmit: (values: SignUpValues) => void;
  /** The friend's code the form starts with (a shared link's `ref`). */
  initialRefCode?: string | null;
}

/**
 * Name, email, phone (digits and a leading + only), password twice and an optional referral code (filled
 * in from a friend's shared link).
 */
export function SignUpForm({ form, busy, onSubmit, initialRefCode }: SignUpFormProps) {
  const { t } = useTranslation('account');
  const rule = useCheckRule();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onSubmit}
      disabled={busy}
      name="sign-up"
      initialValues={initialRefCode ? { ref_code: initialRefCode } : undefined}
    >
      <Form.Item name="name" label={t('auth.name')} rules={[rule(checkName)]}>
        <Input autoComplete="name" maxLength={ACCOUNT_LIMITS.nameMax} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('auth.email')} rules={[rule(checkEmail)]}>
            <Input type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.emailMax} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('auth.phone')} rules={[rule(checkPhone)]} normalize={keepPhoneCharacters}>
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder={t('auth.phonePlaceholder')} className="account-phone-input" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="password" label={t('auth.password')} rules={[rule((value) => checkPassword(value))]}>
            <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="confirm_password"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[rule((value) => checkConfirmation(String(form.getFieldValue('password') ?? ''), value, true))]}
          >
            <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ref_code" label={t('auth.refCode')}>
        <Input maxLength={ACCOUNT_LIMITS.refCodeMax} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.signUp')}
      </Button>
    </Form>
  );
}
