import { runService } from '@conform/server-kit';
import { configuratorService } from './app.ts';

await runService(configuratorService);
