import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopUpNotice as Notice } from '@/features/ledger/model/top-up-return';

const TYPES: Record<Notice, 'success' | 'info' | 'warning'> = {
  added: 'success',
  waiting: 'info',
  declined: 'warning',
  abandoned: 'warning',
  expired: 'warning',
};

export interface TopUpNoticeProps {
  notice: Notice;
  onClose: () => void;
}

/**
 * What became of a top-up, said plainly on the wallet page after the gateway: the fund arrived, the
 * wallet waits for the payment's confirmation, or no money was taken.
 */
export function TopUpNotice({ notice, onClose }: TopUpNoticeProps) {
  const { t } = useTranslation('pages');
  return (
    <Alert
      type={TYPES[notice]}
      showIcon
      role={notice === 'added' || notice === 'waiting' ? 'status' : 'alert'}
      title={t(`ledger.topUp.${notice}.title`)}
      description={t(`ledger.topUp.${notice}.text`)}
      closable={{ onClose, 'aria-label': t('ledger.topUp.close') }}
    />
  );
}
