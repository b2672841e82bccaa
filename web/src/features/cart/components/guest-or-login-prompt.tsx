import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface GuestOrLoginPromptProps {
  open: boolean;
  onGuest: () => void;
  onLogin: () => void;
  onSignUp: () => void;
  onClose: () => void;
}

/** SPEC.md's guest-or-login prompt before a guest checks out: Guest, Login or Sign Up. */
export function GuestOrLoginPrompt({ open, onGuest, onLogin, onSignUp, onClose }: GuestOrLoginPromptProps) {
  const { t } = useTranslation('cart');
  return (
    <Modal open={open} onCancel={onClose} title={t('guestPrompt.title')} footer={null} width={440} destroyOnHidden>
      <p>{t('guestPrompt.text')}</p>
      <Flex gap="small" wrap justify="flex-end">
        <Button onClick={onGuest}>{t('guestPrompt.guest')}</Button>
        <Button type="primary" onClick={onLogin}>
          {t('guestPrompt.login')}
        </Button>
        <Button onClick={onSignUp}>{t('guestPrompt.signUp')}</Button>
      </Flex>
    </Modal>
  );
}
