-- Whether an operation is carried out only occasionally, as the admin answers it (Art. 30(5) GDPR: an
-- enterprise with fewer than 250 employees is exempt from records only for occasional processing
-- without risk and without special or criminal data). Existing operations start not said (null).
ALTER TABLE "configurator"."operations" ADD COLUMN "occasional" boolean;
