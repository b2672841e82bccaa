import { numberFormat } from '@/shared/lib/numbers';
import { Button, Flex, Pagination, Result, Skeleton } from 'antd';
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
 * The signed-in customer's wallet or loyalty point entries, a page at a time, newest first, under
 * the page's balance card; `empty` while there is none.
 */
export function AccountTransactions({ account, empty, formatMoney }: AccountTransactionsProps) {
  const { t, i18n } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useTransactions(account, page, true);
  const format = account === 'wallet' ? formatMoney : (amount: number) => numberFormat(i18n.language, {}).format(amount);
  if (error && !data) {
    return <Result status="warning" title={t(`ledger.${account}.failed`)} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!data) return <Skeleton active />;
  if (data.total_size === 0) return empty;
  return (
    <Flex vertical gap="middle">
      <h2 className="ledger-history__title">{t('ledger.history')}</h2>
      <TransactionList account={account} transactions={data.data} format={format} />
      {data.total_size > TRANSACTIONS_PER_PAGE ? (
        <Pagination current={page} pageSize={TRANSACTIONS_PER_PAGE} total={data.total_size} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </Flex>
  );
}
