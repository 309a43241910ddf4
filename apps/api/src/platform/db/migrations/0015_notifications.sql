CREATE TABLE "card_followers" (
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_followers_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"email_due_reminders" boolean DEFAULT true NOT NULL,
	"email_assigned" boolean DEFAULT true NOT NULL,
	"email_comments" boolean DEFAULT true NOT NULL,
	"email_mentions" boolean DEFAULT true NOT NULL,
	"email_digest" boolean DEFAULT true NOT NULL,
	"in_app_due_reminders" boolean DEFAULT true NOT NULL,
	"in_app_assigned" boolean DEFAULT true NOT NULL,
	"in_app_comments" boolean DEFAULT true NOT NULL,
	"in_app_mentions" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"card_id" uuid NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "card_followers" ADD CONSTRAINT "card_followers_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_followers" ADD CONSTRAINT "card_followers_workspace_id_user_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_recipient_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","recipient_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_followers_user_idx" ON "card_followers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_followers_membership_idx" ON "card_followers" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_card_idx" ON "notifications" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "notifications_membership_idx" ON "notifications" USING btree ("workspace_id","recipient_id");--> statement-breakpoint
CREATE INDEX "cards_open_due_idx" ON "cards" USING btree ("due_date") WHERE "cards"."due_date" is not null and not "cards"."due_complete";
--> statement-breakpoint
-- A new notification is published to its recipient's open tabs, once per person and statement
-- (a reminder or a comment tells several at once). Only the user's id travels: the tab refetches.
CREATE FUNCTION "quadro_notifications_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	recipient uuid;
BEGIN
	FOR recipient IN SELECT DISTINCT recipient_id FROM added LOOP
		PERFORM quadro_publish(jsonb_build_object('type', 'notification', 'userId', recipient));
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_publish" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "quadro_notifications_added"();
