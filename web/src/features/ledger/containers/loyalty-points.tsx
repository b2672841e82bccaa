import { Flex } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { fieldRefusals, type FieldRefusal } from '@/shared/api/field-refusals';
import { useFeedback } from '@/shared/ui/use-feedback';
import { transferPoints, useCustomerMoney, useRefreshMoney } from '@/features/ledger/api/money';
import type { ConvertPointsValues } from '@/features/ledger/components/convert-points-dialog';
import { PointsCard } from '@/features/ledger/components/points-card';
import { AccountTransactions } from '@/features/ledger/containers/account-transactions';

// The conversion's form (antd's Form and InputNumber) is code the page needs only once it is opened.
const ConvertPointsDialog = lazy(() => import(/* webpackChunkName: "ledger-dialogs" */ '@/features/ledger/components/convert-points-dialog'));

export interface LoyaltyPointsProps {
  /** What the page says under the card while no point was ever earned. */
  empty: ReactNode;
  formatMoney: (amount: number) => string;
}

/**
 * /loyalty-points: the points held, their rate and the minimum to convert, the conversion to wallet
 * money (while the wallet is on), and the points' entries. The server's answer to a conversion is shown
 * as it comes, and the balances and both accounts' entries are asked again.
 */
export function LoyaltyPoints({ empty, formatMoney }: LoyaltyPointsProps) {
  const { t } = useTranslation('pages');
  const { message } = useFeedback();
  const { data: money } = useCustomerMoney();
  const { data: config } = useConfig();
  const exchangeRate = config?.loyalty_point_exchange_rate ?? 0;
  const minimum = config?.loyalty_point_minimum_point ?? 0;
  // Points convert into the wallet: without a wallet (or a rate) there is nothing to convert into.
  const converts = config?.customer_wallet_status !== 0 && exchangeRate > 0;
  const [converting, setConverting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldRefusal<'point'>[]>([]);
  const refreshMoney = useRefreshMoney();

  const submit = async ({ point }: ConvertPointsValues) => {
    setBusy(true);
    setRefusal(null);
    setFieldErrors([]);
    try {
      const answer = await transferPoints(point);
      void message.success({ content: answer.message, key: 'point-transfer' });
      setConverting(false);
      await refreshMoney();
    } catch (failure) {
      // Under the minimum (422 `point`) or more than held (409 `balance`): said under the field.
      const split = fieldRefusals(failure, ['point'] as const, { balance: 'point' });
      setFieldErrors(split.fields);
      if (split.fields.length === 0) setRefusal(split.messages.join(' ') || t('ledger.convert.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('account.loyalty-points.title')}</h1>
      <PointsCard
        points={money?.loyalty_point}
        exchangeRate={exchangeRate}
        minimum={minimum}
        formatMoney={formatMoney}
        onConvert={
          converts
            ? () => {
                setRefusal(null);
                setFieldErrors([]);
                setConverting(true);
              }
            : undefined
        }
      />
      {converts && money && converting ? (
        <Suspense fallback={null}>
          <ConvertPointsDialog
            open
            fieldErrors={fieldErrors}
            points={money.loyalty_point}
            minimum={minimum}
            exchangeRate={exchangeRate}
            formatMoney={formatMoney}
            busy={busy}
            error={refusal}
            onSubmit={(values) => void submit(values)}
            onClose={() => setConverting(false)}
          />
        </Suspense>
      ) : null}
      <AccountTransactions account="points" empty={empty} formatMoney={formatMoney} />
    </Flex>
  );
}
