// Contracts of the companies service: Z<Name>Schema zod schemas and T<Name> types.
export {};
