import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCheckRule } from '@/features/account/components/form-rules';
import { checkIdentifier, checkPasswordGiven } from '@/features/account/model/validation';
import type { FormInstance } from 'antd';

export interface SignInValues {
  email_or_phone: string;
  password: string;
}

export interface SignInFormProps {
  form: FormInstance<SignInValues>;
  busy: boolean;
  onSubmit: (values: SignInValues) => void;
}

/** Email or phone and password; the identifier is classified when the form is sent. */
export function SignInForm({ form, busy, onSubmit }: SignInFormProps) {
  const { t } = useTranslation('account');
  const rule = useCheckRule();
  return (
    <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={busy} name="sign-in">
      <Form.Item name="email_or_phone" label={t('auth.identifier')} rules={[rule(checkIdentifier)]} validateTrigger="onBlur">
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" placeholder={t('auth.identifierPlaceholder')} size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[rule(checkPasswordGiven)]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.signIn')}
      </Button>
    </Form>
  );
}
