CREATE TABLE "card_labels" (
	"card_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "card_labels_card_id_label_id_pk" PRIMARY KEY("card_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"assignee_id" uuid,
	"due_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_id_card_key" UNIQUE("id","card_id")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "checklist_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "checklist_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "checklist_item_id" uuid;--> statement-breakpoint
ALTER TABLE "card_labels" ADD CONSTRAINT "card_labels_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_labels" ADD CONSTRAINT "card_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_fk" FOREIGN KEY ("checklist_id","card_id") REFERENCES "public"."checklists"("id","card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_labels_label_idx" ON "card_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "labels_board_idx" ON "labels" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_idx" ON "checklist_items" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_card_idx" ON "checklist_items" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "checklist_items_assignee_idx" ON "checklist_items" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "checklist_items_open_due_idx" ON "checklist_items" USING btree ("due_date") WHERE "checklist_items"."due_date" is not null and not "checklist_items"."done" and "checklist_items"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "checklists_card_idx" ON "checklists" USING btree ("card_id","position");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_checklist_item_id_checklist_items_id_fk" FOREIGN KEY ("checklist_item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_checklist_item_idx" ON "notifications" USING btree ("checklist_item_id") WHERE "notifications"."checklist_item_id" is not null;--> statement-breakpoint
-- A card's labels and checklist counts live on its row, so the board reads no other table per
-- card; these triggers keep them on every path (the API, cascades, a script). Writing `cards`
-- fires migration 0007's triggers, which bump the list's content version: the board's cached JSON
-- of that list is rebuilt.
CREATE FUNCTION "quadro_card_labels_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cards" c SET "label_ids" = coalesce((
		SELECT array_agg(cl."label_id" ORDER BY l."position", l."id")
		FROM "card_labels" cl JOIN "labels" l ON l."id" = cl."label_id"
		WHERE cl."card_id" = c."id"), '{}')
	WHERE c."id" IN (SELECT DISTINCT "card_id" FROM changed);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "card_labels_mirror_inserts" AFTER INSERT ON "card_labels" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_labels_changed"();
--> statement-breakpoint
CREATE TRIGGER "card_labels_mirror_deletes" AFTER DELETE ON "card_labels" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_labels_changed"();
--> statement-breakpoint
-- Only a change of the counts writes the card: renaming or moving an item leaves the board as it is
-- (PostgreSQL refuses a column list beside transition tables, hence the comparison).
CREATE FUNCTION "quadro_checklist_items_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cards" c SET "checklist_done" = counted.done, "checklist_total" = counted.total
	FROM (
		SELECT ids."card_id", count(i."id")::int AS total, (count(i."id") FILTER (WHERE i."done"))::int AS done
		FROM (SELECT DISTINCT "card_id" FROM changed) ids
		LEFT JOIN "checklist_items" i ON i."card_id" = ids."card_id"
		GROUP BY ids."card_id"
	) counted
	WHERE c."id" = counted."card_id"
		AND (c."checklist_done", c."checklist_total") IS DISTINCT FROM (counted.done, counted.total);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "checklist_items_count_inserts" AFTER INSERT ON "checklist_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_checklist_items_counted"();
--> statement-breakpoint
CREATE TRIGGER "checklist_items_count_updates" AFTER UPDATE ON "checklist_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_checklist_items_counted"();
--> statement-breakpoint
CREATE TRIGGER "checklist_items_count_deletes" AFTER DELETE ON "checklist_items" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_checklist_items_counted"();
--> statement-breakpoint
-- Boards made before labels get a new board's six colour-only ones, and a new version: a client
-- holding the old body must not keep it with a 304, as it has no `labels`.
INSERT INTO "labels" ("board_id", "color", "position")
SELECT b."id", d.color, d.position
FROM "boards" b
CROSS JOIN (VALUES ('green', 0), ('yellow', 1), ('orange', 2), ('red', 3), ('purple', 4), ('blue', 5)) AS d(color, position);
--> statement-breakpoint
UPDATE "boards" SET "version" = "version" + 1;
