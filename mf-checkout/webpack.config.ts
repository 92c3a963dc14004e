import { remoteConfig } from '@conform/mf-config';

export default remoteConfig({ dir: import.meta.dirname, area: 'checkout', port: 3004 });
