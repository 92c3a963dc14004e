import { runService } from '@conform/server-kit';
import { documentsService } from './app.ts';

await runService(documentsService);
