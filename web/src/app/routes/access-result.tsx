import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccessRule } from '@/features/account';
import { useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom, locationPickerAtom } from '@/shared/state/dialogs';

/**
 * A page the visitor may not see yet (SPEC.md section 8): the rule's message, the step that lifts
 * it (sign in, or pick a location) and a way home.
 */
export function AccessResult({ rule }: { rule: AccessRule }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const setAuthDialog = useSetAtom(authDialogAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const action =
    rule === 'login' ? (
      <Button type="primary" onClick={() => setAuthDialog({ open: true, mode: 'sign-in' })}>
        {t('header.signIn')}
      </Button>
    ) : (
      <Button type="primary" onClick={() => setLocationPicker({ open: true, reason: 'required' })}>
        {t('access.pickLocation')}
      </Button>
    );
  return (
    <Result
      status="403"
      title={t(`access.${rule}`)}
      extra={
        <Flex gap="small" justify="center" wrap>
          {action}
          <Button onClick={() => void navigate('/home')}>{t('access.goHome')}</Button>
        </Flex>
      }
    />
  );
}
