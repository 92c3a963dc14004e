import { renderStandalone } from '@conform/shell-contract/standalone';
import remote from './app/routes.tsx';

// Standalone development only; inside the shell this remote is reached through `./routes`.
void renderStandalone(remote, document.getElementById('root')!);
