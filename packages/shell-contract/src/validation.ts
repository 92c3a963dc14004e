import { validationMessage, isValidationMessageKey } from '@conform/contracts/validation-messages';
import { useTranslation } from '@conform/i18n';
import { useCallback } from 'react';
import { useShell } from './shell.ts';

/**
 * Turns a validation message key (from a zod schema, or a service's `details` through the forms
 * kit's `setServerErrors`) into text: the shared validators' keys in the interface's language, any
 * other from the remote's own texts under `section` (`errors.validation.tooLong`), else
 * `<section>.invalid`.
 */
export function useValidationMessage(
  namespace: string,
  section = 'errors',
): (key: string | undefined) => string | undefined {
  const { t } = useTranslation(namespace);
  const { locale } = useShell();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (isValidationMessageKey(key)) return validationMessage(key, locale);
      return t(`${section}.${key}`, { defaultValue: t(`${section}.invalid`) });
    },
    [t, locale, section],
  );
}
