import { runService } from '@conform/server-kit';
import { companiesService } from './app.ts';

await runService(companiesService);
