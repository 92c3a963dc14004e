import { runService } from '@conform/server-kit';
import { onboardingService } from './app.ts';

await runService(onboardingService);
