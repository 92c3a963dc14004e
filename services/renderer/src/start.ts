import { runService } from '@conform/server-kit';
import { rendererService } from './app.ts';

await runService(rendererService);
