import { remoteConfig } from '@conform/mf-config';

export default remoteConfig({ dir: import.meta.dirname, area: 'onboarding', port: 3001 });
