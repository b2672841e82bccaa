import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveGateway, GatewayName } from '@/shared/api/money-config';
import type { PaymentStatus } from '@/features/orders/types';

export interface PayNowProps {
  /** Unpaid (no confirmed payment yet) or failed. */
  status: Extract<PaymentStatus, 'unpaid' | 'failed'>;
  gateways: ActiveGateway[];
  /** The gateway whose payment page is being asked for. */
  busy: GatewayName | null;
  onPay: (gateway: GatewayName) => void;
}

/**
 * An order paid online that is not paid yet: what that means (a failed payment took nothing; an unpaid
 * one may still be confirming), and a "Pay now" per gateway that is on.
 */
export function PayNow({ status, gateways, busy, onPay }: PayNowProps) {
  const { t } = useTranslation('orders');
  return (
    <Flex vertical gap="small" className="pay-now">
      <Alert type={status === 'failed' ? 'error' : 'info'} showIcon title={t(`pay.${status}`)} />
      {gateways.length ? (
        <Flex gap="small" wrap>
          {gateways.map((gateway) => (
            <Button
              key={gateway.gateway}
              type="primary"
              icon={<CreditCardOutlined aria-hidden />}
              loading={busy === gateway.gateway}
              disabled={busy !== null}
              onClick={() => onPay(gateway.gateway)}
            >
              {gateways.length > 1 ? t('pay.nowWith', { gateway: gateway.gateway_title }) : t('pay.now')}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
