// Contracts of the documents service: Z<Name>Schema zod schemas and T<Name> types.
export {};
