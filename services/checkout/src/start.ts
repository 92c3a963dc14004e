import { runService } from '@conform/server-kit';
import { checkoutService } from './app.ts';

await runService(checkoutService);
