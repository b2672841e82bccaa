import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParcelTranslation } from '../strings';
import type { ParcelStatus, TrackedParcel } from '../types';

const STEPS: readonly ParcelStatus[] = ['pending', 'confirmed', 'picked_up', 'delivered'];

export interface StatusTimelineProps {
  parcel: Pick<TrackedParcel, 'status' | 'status_history'>;
  /** A time as shown (default: the date and time in the shopper's language). */
  formatTime?: (at: string) => string;
}

/**
 * A parcel's way: placed, confirmed, picked up, delivered, each reached step with its time; a canceled
 * parcel ends at the step it was canceled in, marked canceled.
 */
export function StatusTimeline({ parcel, formatTime }: StatusTimelineProps) {
  const t = useParcelTranslation();
  const { i18n } = useTranslation();
  const time = formatTime ?? ((at: string) => new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }));
  const reached = new Map(parcel.status_history.map((step) => [step.status, step.at]));
  const canceled = parcel.status === 'canceled';
  const last = Math.max(0, ...STEPS.map((status, index) => (reached.has(status) ? index : 0)));
  const items = STEPS.map((status, index) => {
    const at = reached.get(status);
    if (canceled && index === last + 1) {
      const when = reached.get('canceled');
      return { title: t('status_canceled'), status: 'error' as const, content: when ? time(when) : undefined };
    }
    return {
      title: t(`status_${status}`),
      status: at ? ('finish' as const) : ('wait' as const),
      content: at ? time(at) : undefined,
    };
  });
  return <Steps orientation="vertical" size="small" current={canceled ? last + 1 : last} items={items} aria-label={t('statusNow', { status: t(`status_${parcel.status}`) })} />;
}
