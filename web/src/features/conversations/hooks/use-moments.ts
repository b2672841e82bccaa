import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, dayLabel, listMoment, type MomentWords } from '@/features/conversations/model/moments';

export interface MomentFormat {
  list: (iso: string) => string;
  day: (iso: string) => string;
  clock: (iso: string) => string;
}

/** The inbox's moments in the shopper's language (passed to the components as props). */
const systemNow = () => new Date();

export function useMoments(now: () => Date = systemNow): MomentFormat {
  const { t, i18n } = useTranslation('conversations');
  return useMemo(() => {
    const words: MomentWords = { now: t('time.now'), today: t('time.today'), yesterday: t('time.yesterday') };
    return {
      list: (iso) => listMoment(iso, now(), i18n.language, words),
      day: (iso) => dayLabel(iso, now(), i18n.language, words),
      clock: (iso) => clockTime(iso, i18n.language),
    };
  }, [t, i18n.language, now]);
}
