import { paths } from '@conform/shell-contract';

/** The dashboard's dialogs: only the dashboard links to them (pages others link to are the contract's `paths`). */
export function dialogPath(
  companyId: string,
  dialog: 'contact' | 'instructions' | 'products/available',
): string {
  return `${paths.dashboard(companyId)}/${dialog}`;
}
