export * from './errors.ts';
export * from './identity.ts';
