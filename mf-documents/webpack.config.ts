import { remoteConfig } from '@conform/mf-config';

export default remoteConfig({ dir: import.meta.dirname, area: 'documents', port: 3005 });
