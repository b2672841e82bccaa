import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * The shared error handler (SPEC.md section 8): the server's message as a toast, each message of an
 * errors list as its own toast, 'An error occurred' when the server said nothing we can show.
 * A 401 is left to the session watcher, which says the session ended and goes home.
 */
export function useApiErrorToast(): (error: unknown, fallback?: string) => void {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (error instanceof ApiError && error.status === 401) return;
      const texts = error instanceof ApiError && error.errors.length > 0 ? error.errors.map((entry) => entry.message) : [fallback ?? t('errors.generic')];
      texts.forEach((content, index) => void message.error({ content, key: `api-error-${index}` }));
    },
    [message, t],
  );
}
