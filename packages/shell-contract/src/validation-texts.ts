import { VALIDATION_MESSAGES } from '@conform/contracts/validation-messages';
import { nestKeys, VALIDATION_NAMESPACE, type SupportedLocale } from '@conform/i18n';

/**
 * The shared validators' messages as i18n resources of one language, for the shell (and the standalone
 * and test harnesses) to register next to their own texts; `useValidationMessage` reads them there.
 */
export function validationTexts(locale: SupportedLocale): Record<string, Record<string, unknown>> {
  return { [VALIDATION_NAMESPACE]: nestKeys(VALIDATION_MESSAGES, locale) };
}
