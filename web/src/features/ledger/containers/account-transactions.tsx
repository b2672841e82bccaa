import { Button, Flex, Pagination, Result, Skeleton, Statistic } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTIONS_PER_PAGE, useTransactions } from '@/features/ledger/api/get-transactions';
import { TransactionList } from '@/features/ledger/components/transaction-list';
import type { LedgerAccount } from '@/features/ledger/types';

export interface AccountTransactionsProps {
  account: LedgerAccount;
  /** What the page says while the account holds no entry. */
  empty: ReactNode;
  /** The server's money in the marketplace's currency format. */
  formatMoney: (amount: number) => string;
}

/**
 * /wallet and /loyalty-points: the signed-in customer's balance (the newest entry's, as the server
 * computed it) and entries, a page at a time, or `empty` while there is none.
 */
export function AccountTransactions({ account, empty, formatMoney }: AccountTransactionsProps) {
  const { t, i18n } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useTransactions(account, page, true);
  const format = account === 'wallet' ? formatMoney : (amount: number) => new Intl.NumberFormat(i18n.language).format(amount);
  if (error && !data) {
    return <Result status="warning" title={t(`ledger.${account}.failed`)} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!data) return <Skeleton active />;
  if (data.total_size === 0) return empty;
  const slug = account === 'wallet' ? 'wallet' : 'loyalty-points';
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t(`account.${slug}.title`)}</h1>
      {page === 1 && data.data[0] ? <Statistic title={t(`ledger.${account}.balance`)} value={format(data.data[0].balance)} /> : null}
      <TransactionList account={account} transactions={data.data} format={format} />
      {data.total_size > TRANSACTIONS_PER_PAGE ? (
        <Pagination current={page} pageSize={TRANSACTIONS_PER_PAGE} total={data.total_size} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </Flex>
  );
}
