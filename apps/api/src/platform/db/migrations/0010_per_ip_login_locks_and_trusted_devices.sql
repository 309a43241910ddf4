CREATE TABLE "login_account_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
-- The old rows counted an e-mail's failures from every IP: they carry over as its daily total.
INSERT INTO "login_account_failures" ("email_hash", "failures", "window_started_at")
SELECT "email_hash", least("failures", 100), "last_attempt_at" FROM "login_failures";--> statement-breakpoint
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_email_hash_ip_pk" PRIMARY KEY("email_hash","ip");--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");