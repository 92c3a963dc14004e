import type { ServiceModule } from '@conform/server-kit';
import { companiesService } from '@conform/companies-service';
import { identityService } from '@conform/identity-service';
import { onboardingService } from '@conform/onboarding-service';

/** Every service the embedded platform hosts, in migration order. */
export const SERVICES: ServiceModule<never>[] = [
  identityService,
  onboardingService,
  companiesService,
] as unknown as ServiceModule<never>[];
