// Contracts of the onboarding service: Z<Name>Schema zod schemas and T<Name> types.
export {};
