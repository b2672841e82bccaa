import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failedRule, ruleForLink } from '@/features/account/model/access';
import { useAtomValue } from '@/shared/state/app-store';
import { hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * A check to run before following a link: false (and SPEC.md's error toast) when the visitor fails
 * the link's access rule ('You must be login…' / 'You must pick a zone…').
 */
export function useAccessGuard(): (href: string) => boolean {
  const { t } = useTranslation('shell');
  const { message } = useFeedback();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hasZone = useAtomValue(hasLocationAtom);
  return useCallback(
    (href: string) => {
      const failed = failedRule(ruleForLink(href), { loggedIn, hasZone });
      if (failed) void message.error({ content: t(`access.${failed}`), key: 'access-rule' });
      return failed === null;
    },
    [loggedIn, hasZone, message, t],
  );
}
