import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetCustomerInfo, removeAccount } from '@/features/account/api/profile';
import { ApiError } from '@/shared/api/errors';
import { useStore } from '@/shared/state/app-store';
import { tokenAtom } from '@/shared/state/session';
import { removeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * Account deletion behind a confirmation (DELETE /api/v1/customer/remove-account): the token and the
 * customer's lists go, the shopper returns to / (SPEC.md section 4). A refusal shows its first
 * message, errors[0].message (SPEC.md section 8).
 */
export function useRemoveAccount(clearLists: () => void | Promise<void>): () => void {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { modal, message } = useFeedback();
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(() => {
    modal.confirm({
      title: t('deleteAccount.title'),
      content: t('deleteAccount.text'),
      okText: t('deleteAccount.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('deleteAccount.cancel'),
      onOk: async () => {
        try {
          const answer = await removeAccount();
          store.set(tokenAtom, null);
          removeStored(STORAGE_KEYS.token);
          await Promise.all([clearLists(), forgetCustomerInfo()]);
          void message.success(answer.message || t('deleteAccount.done'));
          void navigate('/');
        } catch (error) {
          // A 401 is the session watcher's (it says the session ended and goes home).
          if (error instanceof ApiError && error.status === 401) return;
          const text = error instanceof ApiError && error.errors[0] ? error.errors[0].message : common('errors.generic');
          void message.error({ content: text, key: 'remove-account' });
        }
      },
    });
  }, [modal, message, t, common, store, clearLists, navigate]);
}
