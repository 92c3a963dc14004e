import { useTranslation, VALIDATION_NAMESPACE } from '@conform/i18n';
import { useCallback } from 'react';

/**
 * Turns a validation message key (from a zod schema, or a service's `details` through the forms
 * kit's `setServerErrors`) into text in the interface's language: the shared validators' keys from
 * their namespace (registered by the shell, see validation-texts.ts: the messages themselves stay out
 * of this shared module), any other from the remote's own texts under `section`
 * (`errors.validation.tooLong`), else `<section>.invalid`.
 */
export function useValidationMessage(
  namespace: string,
  section = 'errors',
): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (i18n.exists(key, { ns: VALIDATION_NAMESPACE })) return t(key, { ns: VALIDATION_NAMESPACE });
      return t(`${section}.${key}`, { defaultValue: t(`${section}.invalid`) });
    },
    [t, i18n, section],
  );
}
