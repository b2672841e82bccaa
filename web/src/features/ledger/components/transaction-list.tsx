import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerAccount, Transaction } from '@/features/ledger/types';
import '@/features/ledger/ledger.css';

export interface TransactionListProps {
  account: LedgerAccount;
  transactions: Transaction[];
  /** The server's amounts as the page shows them: money in the marketplace's format, points as numbers. */
  format: (amount: number) => string;
}

/**
 * A customer's wallet or loyalty point entries, newest first: why each moved the account, when, what it
 * added or took, and the balance after it. Every figure is the server's.
 */
export function TransactionList({ account, transactions, format }: TransactionListProps) {
  const { t, i18n } = useTranslation('pages');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="transaction-list" aria-label={t(`ledger.${account}.listLabel`)}>
      {transactions.map((entry) => {
        const credit = entry.credit > 0;
        return (
          <li key={entry.id} className="transaction-list__row">
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`ledger.types.${entry.transaction_type}`, { defaultValue: t('ledger.types.other') })}</Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
              </Typography.Text>
            </Flex>
            <Flex vertical gap={2} align="end">
              <Typography.Text strong className={credit ? 'transaction-list__credit' : 'transaction-list__debit'}>
                <bdi>{credit ? `+${format(entry.credit)}` : `−${format(entry.debit)}`}</bdi>
              </Typography.Text>
              <Typography.Text type="secondary">{t('ledger.balanceAfter', { amount: format(entry.balance) })}</Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
