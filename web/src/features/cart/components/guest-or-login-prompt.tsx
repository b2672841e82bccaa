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
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} title={t('cart.guestPrompt.title')} footer={null} width={440} destroyOnHidden>
      <p>{t('cart.guestPrompt.text')}</p>
      <Flex gap="small" wrap justify="flex-end">
        <Button onClick={onGuest}>{t('cart.guestPrompt.guest')}</Button>
        <Button type="primary" onClick={onLogin}>
          {t('cart.guestPrompt.login')}
        </Button>
        <Button onClick={onSignUp}>{t('cart.guestPrompt.signUp')}</Button>
      </Flex>
    </Modal>
  );
}
