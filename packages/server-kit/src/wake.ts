/** Lets a notification wake a waiting loop at once instead of at its next poll. */
export interface WakeSignal {
  wake(): void;
  /** Resolves on the next wake() or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void>;
}

export function createWakeSignal(): WakeSignal {
  let waiters: Array<() => void> = [];
  // A wake with nobody waiting is kept, so a loop that was busy when it came does not sleep through it.
  let pending = false;
  return {
    wake() {
      if (waiters.length === 0) {
        pending = true;
        return;
      }
      const woken = waiters;
      waiters = [];
      for (const resolve of woken) resolve();
    },
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
  };
}
