import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface AuthDialogProps {
  open: boolean;
  mode: 'sign-in' | 'sign-up';
  onClose: () => void;
}

/**
 * The sign-in dialog as it stands before accounts open on this storefront: it says what signing in
 * gives (SPEC.md section 6's customer rights) and that browsing and guest checkout go on meanwhile.
 * The auth feature replaces its body with the sign-in and sign-up forms.
 */
export default function AuthDialog({ open, mode, onClose }: AuthDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={open}
      title={mode === 'sign-up' ? t('auth.signUpTitle') : t('auth.signInTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('auth.continueAsGuest')}
        </Button>
      }
    >
      <p>{t('auth.benefits')}</p>
      <Alert type="info" showIcon title={t('auth.notYet')} description={t('auth.guestMeanwhile')} />
    </Modal>
  );
}
