import type { ServiceModule } from '@conform/server-kit';
import { identityService } from '@conform/identity-service';

/** Every service the embedded platform hosts, in migration order. */
export const SERVICES: ServiceModule<never>[] = [identityService] as unknown as ServiceModule<never>[];
