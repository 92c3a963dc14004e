import type { ServiceModule } from '@conform/server-kit';
import { checkoutService } from '@conform/checkout-service';
import { companiesService } from '@conform/companies-service';
import { configuratorService } from '@conform/configurator-service';
import { documentsService } from '@conform/documents-service';
import { identityService } from '@conform/identity-service';
import { onboardingService } from '@conform/onboarding-service';
import { paymentSandboxService } from '@conform/payment-sandbox';
import { rendererService } from '@conform/renderer';

/** Every service the embedded platform hosts, in migration order. */
export const SERVICES: ServiceModule<never>[] = [
  identityService,
  onboardingService,
  companiesService,
  configuratorService,
  checkoutService,
  paymentSandboxService,
  documentsService,
  rendererService,
] as unknown as ServiceModule<never>[];
