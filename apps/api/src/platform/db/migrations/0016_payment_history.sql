ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'credit_card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_document" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_user_history_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Payments made before this migration: paid when last updated, and the latest paid one of each
-- user paid for the period the subscription holds now. Older periods were not recorded.
UPDATE "payments" SET "paid_at" = "updated_at" WHERE "status" = 'paid';
--> statement-breakpoint
UPDATE "payments" p SET "period_start" = s."current_period_start", "period_end" = s."current_period_end"
FROM "subscriptions" s
WHERE s."user_id" = p."user_id" AND p."status" = 'paid'
	AND p."period_number" = (SELECT max(q."period_number") FROM "payments" q WHERE q."user_id" = p."user_id" AND q."status" = 'paid');
