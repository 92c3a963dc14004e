import { runService } from '@conform/server-kit';
import { paymentSandboxService } from './app.ts';

await runService(paymentSandboxService);
