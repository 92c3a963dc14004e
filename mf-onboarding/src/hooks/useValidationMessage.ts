import { useTranslation } from '@conform/i18n';
import { validationMessage, VALIDATION_MESSAGES } from '@conform/contracts';
import { useShell } from '@conform/shell-contract';
import { useCallback } from 'react';

/**
 * Turns a validation message key (from a zod schema or a service's `details`) into text: the shared
 * validators' keys from contracts, this remote's own under `errors.`.
 */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('onboarding');
  const { locale } = useShell();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (key in VALIDATION_MESSAGES) return validationMessage(key, locale);
      return t(`errors.${key}`, { defaultValue: t('errors.invalid') });
    },
    [t, locale],
  );
}
