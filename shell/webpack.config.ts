import { shellConfig } from '@conform/mf-config';

export default shellConfig({ dir: import.meta.dirname, area: 'shell', port: 3000 });
