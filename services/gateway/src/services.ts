import type { ServiceModule } from '@conform/server-kit';
import { companiesService } from '@conform/companies-service';
import { identityService } from '@conform/identity-service';

/** Every service the embedded platform hosts, in migration order. */
export const SERVICES: ServiceModule<never>[] = [
  identityService,
  companiesService,
] as unknown as ServiceModule<never>[];
