import '@/features/orders/orders.css';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '@/shared/ui/status-tag';
import { orderStatusTone } from '@/features/orders/model/statuses';

export interface OrderCardProps {
  id: number;
  status: string;
  storeName: string;
  createdAt: string;
  /** The order's total as the server answered it, already formatted. */
  total: string;
  /** The order's lines; none for an order of a prescription alone (the pharmacy prices it later). */
  itemCount: number;
  /** Where the card leads (the order's details). */
  to: string;
  formatMoment: (iso: string) => string;
}

/** One order in My Orders: its number, store, date, item count, total and status. */
export function OrderCard({ id, status, storeName, createdAt, total, itemCount, to, formatMoment }: OrderCardProps) {
  const { t } = useTranslation('orders');
  // Named by its words ("Order #12 Le Petit Bistro …"), title first: a shorter name given to it would leave
  // out words a speech user reads off the card (WCAG 2.5.3, label in name).
  return (
    <Link to={to} className="order-card">
      <Card size="small" hoverable>
        <Flex justify="space-between" align="start" gap="small" wrap>
          <Flex vertical gap={2}>
            <Typography.Text strong>{t('card.title', { id })}</Typography.Text>
            <Typography.Text>{storeName}</Typography.Text>
            <Typography.Text type="secondary">
              {formatMoment(createdAt)} · {itemCount === 0 ? t('card.prescriptionOnly') : t('card.items', { count: itemCount })}
            </Typography.Text>
          </Flex>
          <Flex vertical align="end" gap={4}>
            <StatusTag tone={orderStatusTone(status)}>{t(`status.${status}`, { defaultValue: status })}</StatusTag>
            <Typography.Text strong>{total}</Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
