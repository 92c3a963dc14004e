export { PROVIDED_BY_SHELL, SINGLETONS, sharedSingletons, shellSingletons } from './shared.ts';
export {
  containerName,
  remoteConfig,
  REMOTE_AREAS,
  shellConfig,
  type AppBuildOptions,
  type RemoteArea,
} from './webpack.ts';
