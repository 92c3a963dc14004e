import type { TDataSubject } from '@conform/catalogues';
import { useOutletContext } from '@conform/shell-contract';
import type { SubjectSituations } from './useSubjectSituations.ts';

/** What the configurator page hands to its dialogs (the child routes add and new). */
export interface ConfiguratorContext extends SubjectSituations {
  companyId: string;
  subject: TDataSubject;
  /** Back to the subject's page: where a dialog returns after saving or closing. */
  close: () => void;
}

export function useConfiguratorContext(): ConfiguratorContext {
  return useOutletContext<ConfiguratorContext>();
}
