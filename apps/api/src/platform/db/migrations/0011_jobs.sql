CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
-- E-mail still waiting in the outbox becomes a deliver-mail job, keeping its attempts and due time.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts", "last_error")
SELECT 'deliver-mail', jsonb_build_object('outboxId', "id"), "next_attempt_at", "attempts", "last_error"
FROM "outbox" WHERE "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("state","run_at") WHERE "jobs"."state" <> 'done';--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "last_error";