ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_reference" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_renewing_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."canceled_at" is null and "subscriptions"."card_reference" is not null;