// Contracts of the checkout service: Z<Name>Schema zod schemas and T<Name> types.
export {};
