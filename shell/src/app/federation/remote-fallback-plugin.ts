import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The module a failed remote resolves to: the shell grafts a translated fallback page instead. */
export interface UnavailableRemote {
  unavailable: true;
  error: string;
}

export function isUnavailable(module: unknown): module is UnavailableRemote {
  return (
    typeof module === 'object' &&
    module !== null &&
    (module as { unavailable?: unknown }).unavailable === true
  );
}

/**
 * A remote that cannot be fetched (server down, bad manifest, chunk error) must never take the shell
 * down: the load resolves to an `UnavailableRemote` marker and the rest of the shell keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'conform-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Manifest failures surface again at 'onLoad'; answering there covers every stage once.
      if (lifecycle !== 'onLoad' && lifecycle !== 'beforeRequest') return undefined;
      console.error(`[shell] remote ${id} could not be loaded`, error);
      const fallback: UnavailableRemote = { unavailable: true, error: String(error) };
      return fallback;
    },
  };
}
