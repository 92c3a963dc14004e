import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_AREAS, type RemoteArea, type RemoteModule } from '@conform/shell-contract';
import { isUnavailable } from './remote-fallback-plugin.ts';

/** `/platform/remotes.json`: the manifest URL of each remote, decided at deploy time. */
export type RemotesConfig = Partial<Record<RemoteArea, string>>;

let registered: Promise<RemotesConfig> | undefined;

/** Reads remotes.json once and registers every remote with the federation runtime (nothing is fetched yet). */
export function registerRemotesFromConfig(url = '/platform/remotes.json'): Promise<RemotesConfig> {
  registered ??= fetch(url, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json() as Promise<RemotesConfig>;
    })
    .then((config) => {
      registerRemotes(
        REMOTE_AREAS.filter((area) => config[area]).map((area) => ({
          name: `mf_${area}`,
          entry: config[area]!,
        })),
      );
      return config;
    })
    .catch((err: unknown) => {
      console.error('[shell] remotes.json could not be read', err);
      return {};
    });
  return registered;
}

const loaded = new Map<RemoteArea, Promise<RemoteModule | undefined>>();

/** Loads a remote's `./routes` the first time it is needed; undefined when it is unavailable. */
export function loadRemoteModule(area: RemoteArea): Promise<RemoteModule | undefined> {
  let pending = loaded.get(area);
  if (!pending) {
    pending = registerRemotesFromConfig().then(async (config) => {
      if (!config[area]) return undefined;
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
