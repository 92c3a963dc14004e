import { useEffect, useState } from 'react';

/**
 * Steps through phases that each last a fixed time (docs/spec/behaviour.md §9 timings): answers the index of the current
 * phase, `durations.length` once they are all over. Nothing runs while `running` is false.
 */
export function useTimedPhases(durations: readonly number[], running = true): number {
  const [phase, setPhase] = useState(0);
  const duration = durations[phase];
  useEffect(() => {
    if (!running || duration === undefined) return;
    const timer = setTimeout(() => setPhase((p) => p + 1), duration);
    return () => clearTimeout(timer);
  }, [running, phase, duration]);
  return phase;
}
