export * from './errors.ts';
export * from './validation.ts';
export * from './identity.ts';
export * from './onboarding.ts';
export * from './companies.ts';
export * from './configurator.ts';
export * from './checkout.ts';
export * from './documents.ts';
