// Contracts of the configurator service: Z<Name>Schema zod schemas and T<Name> types.
export {};
