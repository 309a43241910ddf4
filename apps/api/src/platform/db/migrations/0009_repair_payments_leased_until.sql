-- 0005_payments.sql was edited after it landed: `leased_until` was added to it later, so a
-- database that ran the first version never got the column. Add it where it is missing.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "leased_until" timestamp with time zone;
