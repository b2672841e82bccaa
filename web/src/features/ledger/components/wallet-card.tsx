import PlusOutlined from '@ant-design/icons/PlusOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/features/ledger/ledger.css';

export interface WalletCardProps {
  /** The server's balance (the profile's `wallet_balance`); undefined while it loads. */
  balance: number | undefined;
  formatMoney: (amount: number) => string;
  /** Offered when the marketplace takes top-ups (`add_fund_status`) through a gateway that is on. */
  onAddFund?: () => void;
}

/** The wallet's balance, as the server holds it, and the way to top it up. */
export function WalletCard({ balance, formatMoney, onAddFund }: WalletCardProps) {
  const { t } = useTranslation('pages');
  return (
    <Card className="money-card">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Statistic
          title={t('ledger.wallet.balance')}
          loading={balance === undefined}
          prefix={<WalletOutlined aria-hidden className="money-card__icon" />}
          // The figure keeps its own direction (a symbol on the left) on a right-to-left page.
          valueRender={() => <bdi className="money-card__figure">{balance === undefined ? null : formatMoney(balance)}</bdi>}
        />
        {onAddFund ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAddFund}>
            {t('ledger.wallet.addFund')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary" className="money-card__hint">
        {t('ledger.wallet.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
