import { remoteConfig } from '@conform/mf-config';

export default remoteConfig({ dir: import.meta.dirname, area: 'dashboard', port: 3002 });
