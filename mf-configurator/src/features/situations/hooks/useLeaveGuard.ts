import { useTranslation } from '@conform/i18n';
import type { TSituation } from '@conform/contracts';
import { useBlocker, useShell } from '@conform/shell-contract';
import { useEffect } from 'react';

/** docs/spec/behaviour.md §9: the empty-situation message stays 6 s. */
export const EMPTY_SITUATION_NOTICE_MS = 6000;

/**
 * Leaving the configurator is blocked while a situation of the subject has no operations (docs/spec/behaviour.md §2,
 * §8): the message, titled "You may not have empty situations", names the situation for 6 s. Moving
 * between the page and its own dialogs is never blocked.
 */
export function useLeaveGuard(pagePath: string, situations: readonly TSituation[]): void {
  const { t } = useTranslation('configurator');
  const { notify } = useShell();
  const empty = situations.find((s) => s.operations.length === 0);
  const blocker = useBlocker(
    ({ nextLocation }) =>
      empty !== undefined &&
      nextLocation.pathname !== pagePath &&
      !nextLocation.pathname.startsWith(`${pagePath}/`),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notify({
      kind: 'warning',
      title: t('leave.emptyTitle'),
      message: t('leave.emptyText', { name: empty?.name ?? '' }),
      timeoutMs: EMPTY_SITUATION_NOTICE_MS,
    });
    blocker.reset();
  }, [blocker, empty, notify, t]);
}
