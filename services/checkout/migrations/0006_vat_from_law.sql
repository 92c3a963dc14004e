-- The VAT rate is the law's, dated (catalogues/src/law/parameters.ts VAT_STANDARD_RATE_PERCENT): the checkout
-- no longer reads or writes this column. Nullable while instances of the previous release still read
-- it during a rolling deploy; a later migration drops it.
ALTER TABLE "checkout"."platform_config" ALTER COLUMN "vat_rate" DROP NOT NULL;