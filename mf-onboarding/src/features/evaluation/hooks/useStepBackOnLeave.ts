import { useBlocker } from '@conform/shell-contract';
import { useEffect } from 'react';

/**
 * Past the first step, leaving for the start page (the browser's Back button, a link) steps back one
 * step instead (docs/spec/behaviour.md §2 Quiz): a visitor who goes "back" means the previous step, not the start.
 */
export function useStepBackOnLeave(step: number, startPath: string, stepBack: () => void): void {
  const blocker = useBlocker(({ nextLocation }) => step > 0 && nextLocation.pathname === startPath);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    stepBack();
  }, [blocker, stepBack]);
}
