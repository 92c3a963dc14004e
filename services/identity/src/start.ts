import { runService } from '@conform/server-kit';
import { identityService } from './app.ts';

await runService(identityService);
