import { Flex } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '@/shared/api/get-config';
import { fieldRefusals, type FieldRefusal } from '@/shared/api/field-refusals';
import { offeredGateways } from '@/shared/api/money-config';
import { useGoTo } from '@/shared/lib/use-go-to';
import { addFund, useCustomerMoney, useRefreshMoney, useWalletBonuses } from '@/features/ledger/api/money';
import type { AddFundValues } from '@/features/ledger/components/add-fund-dialog';
import { TopUpNotice } from '@/features/ledger/components/top-up-notice';
import { WalletCard } from '@/features/ledger/components/wallet-card';
import { AccountTransactions } from '@/features/ledger/containers/account-transactions';
import { balanceBeforeTopUp, forgetBalanceBeforeTopUp, rememberBalanceBeforeTopUp, topUpNotice, topUpOutcome } from '@/features/ledger/model/top-up-return';

// The top-up's form (antd's Form, InputNumber and Radio) is code the page needs only once it is opened.
const AddFundDialog = lazy(() => import(/* webpackChunkName: "ledger-dialogs" */ '@/features/ledger/components/add-fund-dialog'));

/** How often the balance is asked again while a paid top-up waits for the gateway's confirmation. */
export const CONFIRMATION_POLL_MS = 4000;
/** For how long: a confirmation later than this shows on the next visit (the notice keeps saying it waits). */
const CONFIRMATION_WAIT_MS = 120_000;

export interface WalletProps {
  /** What the page says under the card while the wallet has no entry. */
  empty: ReactNode;
  formatMoney: (amount: number) => string;
}

/**
 * /wallet: the balance the server holds, a top-up through a gateway (when the marketplace takes
 * them), what became of the last top-up when the gateway sends the shopper back
 * (`?payment=succeeded|declined|abandoned|expired`), and the wallet's entries.
 */
export function Wallet({ empty, formatMoney }: WalletProps) {
  const { t } = useTranslation('pages');
  const { search } = useLocation();
  const outcome = topUpOutcome(search);
  // The balance the shopper left with, read once: the return compares the server's balance with it.
  const [before] = useState(balanceBeforeTopUp);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const [openedAt] = useState(Date.now);
  // A paid top-up is credited when the gateway confirms it: until the balance moves, ask again.
  const { data: money } = useCustomerMoney((latest) =>
    outcome === 'succeeded' && topUpNotice(outcome, before, latest?.wallet_balance) === 'waiting' && Date.now() - openedAt < CONFIRMATION_WAIT_MS
      ? CONFIRMATION_POLL_MS
      : 0,
  );
  const notice = outcome ? topUpNotice(outcome, before, money?.wallet_balance) : null;
  const refreshMoney = useRefreshMoney();
  useEffect(() => {
    // The fund arrived: its entry is new in the list too.
    if (notice === 'added') void refreshMoney();
  }, [notice, refreshMoney]);

  const { data: config } = useConfig();
  const gateways = offeredGateways(config);
  const topUps = config?.add_fund_status === 1 && gateways.length > 0;
  const [adding, setAdding] = useState(false);
  const { data: bonuses } = useWalletBonuses(adding);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldRefusal<keyof AddFundValues>[]>([]);
  const goTo = useGoTo();

  const submit = async (values: AddFundValues) => {
    setBusy(true);
    setRefusal(null);
    setFieldErrors([]);
    try {
      const { payment_url: paymentUrl } = await addFund({ amount: values.amount, payment_gateway: values.payment_gateway });
      // A top-up always has something to pay; an answer without an address leads nowhere.
      if (!paymentUrl) throw new Error('no payment page');
      if (money) rememberBalanceBeforeTopUp(money.wallet_balance);
      goTo(paymentUrl);
    } catch (failure) {
      const split = fieldRefusals(failure, ['amount', 'payment_gateway'] as const);
      setFieldErrors(split.fields);
      if (split.fields.length === 0) setRefusal(split.messages.join(' ') || t('ledger.addFund.failed'));
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('account.wallet.title')}</h1>
      {notice && !noticeClosed ? (
        <TopUpNotice
          notice={notice}
          onClose={() => {
            setNoticeClosed(true);
            forgetBalanceBeforeTopUp();
          }}
        />
      ) : null}
      <WalletCard
        balance={money?.wallet_balance}
        formatMoney={formatMoney}
        onAddFund={
          topUps
            ? () => {
                setRefusal(null);
                setFieldErrors([]);
                setAdding(true);
              }
            : undefined
        }
      />
      {topUps && adding ? (
        <Suspense fallback={null}>
          <AddFundDialog
            open
            fieldErrors={fieldErrors}
            bonuses={bonuses}
            gateways={gateways}
            formatMoney={formatMoney}
            busy={busy}
            error={refusal}
            onSubmit={(values) => void submit(values)}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
      <AccountTransactions account="wallet" empty={empty} formatMoney={formatMoney} />
    </Flex>
  );
}
