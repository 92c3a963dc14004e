export { SINGLETONS, sharedSingletons } from './shared.ts';
export {
  containerName,
  remoteConfig,
  REMOTE_AREAS,
  shellConfig,
  type AppBuildOptions,
  type RemoteArea,
} from './webpack.ts';
