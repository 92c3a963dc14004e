import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_AREAS,
  routingTable,
  type RemoteArea,
  type RemoteModule,
  type RemotesConfig,
  type RoutingTable,
} from '@conform/shell-contract';
import { isUnavailable } from './remote-fallback-plugin.ts';

/** `/platform/remotes.json` as the shell uses it: each remote's manifest URL and the paths it owns. */
export interface Remotes {
  entries: Partial<Record<RemoteArea, string>>;
  table: RoutingTable;
}

let registered: Promise<Remotes> | undefined;

/**
 * Reads remotes.json once (deploy-time config: each remote's manifest URL, and the paths it owns) and
 * registers every remote with the federation runtime (nothing is fetched yet).
 */
export function registerRemotesFromConfig(url = '/platform/remotes.json'): Promise<Remotes> {
  registered ??= fetch(url, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json() as Promise<RemotesConfig>;
    })
    .then((config) => {
      const entries: Partial<Record<RemoteArea, string>> = {};
      for (const area of REMOTE_AREAS) {
        const entry = config[area];
        if (entry) entries[area] = typeof entry === 'string' ? entry : entry.entry;
      }
      registerRemotes(
        REMOTE_AREAS.filter((area) => entries[area]).map((area) => ({
          name: `mf_${area}`,
          entry: entries[area]!,
        })),
      );
      return { entries, table: routingTable(config) };
    })
    .catch((err: unknown): Remotes => {
      console.error('[shell] remotes.json could not be read', err);
      return { entries: {}, table: routingTable() };
    });
  return registered;
}

const loaded = new Map<RemoteArea, Promise<RemoteModule | undefined>>();

/** Loads a remote's `./routes` the first time it is needed; undefined when it is unavailable. */
export function loadRemoteModule(area: RemoteArea): Promise<RemoteModule | undefined> {
  let pending = loaded.get(area);
  if (!pending) {
    pending = registerRemotesFromConfig().then(async ({ entries }) => {
      if (!entries[area]) return undefined;
      try {
        const mod = await loadRemote<{ default: RemoteModule } | RemoteModule>(`mf_${area}/routes`);
        if (!mod || isUnavailable(mod)) return undefined;
        return 'default' in mod ? mod.default : mod;
      } catch (err) {
        console.error(`[shell] remote ${area} failed`, err);
        return undefined;
      }
    });
    loaded.set(area, pending);
  }
  return pending;
}
