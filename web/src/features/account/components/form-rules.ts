import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@/features/account/model/validation';

/**
 * An antd Form rule from one of the account model's checks, its problem said in the shopper's
 * language. The check sees the field's value as a string (an empty field is '').
 */
export function useCheckRule(): (check: (value: string) => Problem | null) => FormRule {
  const { t } = useTranslation('account');
  return useCallback(
    (check) => ({
      validator: (_rule, value: unknown) => {
        const problem = check(typeof value === 'string' ? value : '');
        return problem ? Promise.reject(new Error(t(`validation.${problem.key}`, problem.values ?? {}))) : Promise.resolve();
      },
    }),
    [t],
  );
}
