-- The transfers of each operation to its recipients outside the EEA that are not processors (a parent
-- company, a partner, an authority, a recipient the catalogue does not know), each pinned by the admin:
-- recipient, country (catalogue id), mechanism and the fact that makes it true (DPF day checked, SCC
-- module and day signed, Art. 49(1) point, BCR reference). Existing operations start with none ([]):
-- the documents ask for them where a transfer needs one.
ALTER TABLE "configurator"."operations" ADD COLUMN "recipient_transfers" jsonb DEFAULT '[]'::jsonb NOT NULL;
