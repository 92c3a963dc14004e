import { remoteConfig } from '@conform/mf-config';

export default remoteConfig({ dir: import.meta.dirname, area: 'configurator', port: 3003 });
