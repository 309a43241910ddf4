-- One search document per card (decision 0052): a search matches every word against one
-- `tsvector` through one GIN index, instead of gathering each word's matches from four tables, and
-- walks a workspace's most recently updated cards when a word is everywhere. The generated
-- `search_vector` columns stay: a document is their concatenation, and a snippet finds its source
-- by them.
CREATE TABLE "card_search" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"archived" boolean NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "cards_search_idx";--> statement-breakpoint
DROP INDEX "comments_search_idx";--> statement-breakpoint
DROP INDEX "checklist_items_search_idx";--> statement-breakpoint
ALTER TABLE "card_search" ADD CONSTRAINT "card_search_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_search" ALTER COLUMN "document" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE AGGREGATE "quadro_tsvector_agg"(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
-- A card's title (A) and description (B), its labels' names (A), its comments and checklist items
-- (C), stemmed, then as whole words (D); null when the card is gone. Past tsvector's 1 MB
-- (hundreds of long comments of distinct words), the card's own text alone. Volatile, and reading
-- the card by its id: each of its queries sees what committed before it ran, so a write that
-- waited for another's lock on the row recomputes the document with that one's change (two
-- comments at once, or a comment beside a rename, lose neither).
CREATE FUNCTION "quadro_card_document"(of_card uuid) RETURNS tsvector LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	card "cards";
BEGIN
	SELECT * INTO card FROM "cards" c WHERE c."id" = of_card;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	RETURN card."search_vector"
		|| coalesce((
			SELECT setweight(to_tsvector('quadro_pt', string_agg(l."name", ' ')), 'A')
				|| to_tsvector('quadro_words', string_agg(l."name", ' '))
			FROM "labels" l WHERE l."id" = ANY (card."label_ids")), '')
		|| coalesce((
			SELECT "quadro_tsvector_agg"(cm."search_vector" ORDER BY cm."created_at", cm."id")
			FROM "comments" cm WHERE cm."card_id" = card."id"), '')
		|| coalesce((
			SELECT "quadro_tsvector_agg"(i."search_vector" ORDER BY i."created_at", i."id")
			FROM "checklist_items" i WHERE i."card_id" = card."id"), '');
EXCEPTION WHEN program_limit_exceeded THEN
	RETURN card."search_vector";
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_card_documents_refreshed"(card_ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "card_search" s SET "document" = coalesce("quadro_card_document"(s."card_id"), s."document")
	WHERE s."card_id" = ANY (card_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "quadro_cards_searchable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "card_search" ("card_id", "workspace_id", "board_id", "list_id", "updated_at", "archived", "document")
	SELECT c."id", b."workspace_id", c."board_id", c."list_id", c."updated_at", c."archived_at" IS NOT NULL, "quadro_card_document"(c."id")
	FROM inserted c JOIN "boards" b ON b."id" = c."board_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_search_inserts" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "quadro_cards_searchable"();
--> statement-breakpoint
-- Row by row, and only for the columns a search reads: re-spacing a list's sort keys costs nothing.
CREATE FUNCTION "quadro_card_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "card_search" SET
		"board_id" = NEW."board_id",
		"list_id" = NEW."list_id",
		"updated_at" = NEW."updated_at",
		"archived" = NEW."archived_at" IS NOT NULL,
		"workspace_id" = CASE WHEN NEW."board_id" = OLD."board_id" THEN "workspace_id"
			ELSE (SELECT b."workspace_id" FROM "boards" b WHERE b."id" = NEW."board_id") END,
		"document" = CASE WHEN (NEW."title", NEW."description", NEW."label_ids") IS DISTINCT FROM (OLD."title", OLD."description", OLD."label_ids")
			THEN "quadro_card_document"(NEW."id") ELSE "document" END
	WHERE "card_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_search_updates" AFTER UPDATE ON "cards" FOR EACH ROW
	WHEN ((OLD."title", OLD."description", OLD."label_ids", OLD."list_id", OLD."board_id", OLD."updated_at", OLD."archived_at")
		IS DISTINCT FROM (NEW."title", NEW."description", NEW."label_ids", NEW."list_id", NEW."board_id", NEW."updated_at", NEW."archived_at"))
	EXECUTE FUNCTION "quadro_card_search_changed"();
--> statement-breakpoint
-- Comments and checklist items: once per statement, for each card whose text changed (a tick
-- changes none).
CREATE FUNCTION "quadro_card_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'checklist_items' THEN
		PERFORM "quadro_card_documents_refreshed"(array(
			SELECT DISTINCT n."card_id" FROM changed n JOIN replaced o ON o."id" = n."id"
			WHERE n."text" IS DISTINCT FROM o."text"));
	ELSE
		PERFORM "quadro_card_documents_refreshed"(array(SELECT DISTINCT "card_id" FROM changed));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_search_inserts" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "comments_search_updates" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "comments_search_deletes" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "checklist_items_search_inserts" AFTER INSERT ON "checklist_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "checklist_items_search_updates" AFTER UPDATE ON "checklist_items" REFERENCING OLD TABLE AS replaced NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
CREATE TRIGGER "checklist_items_search_deletes" AFTER DELETE ON "checklist_items" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "quadro_card_text_changed"();
--> statement-breakpoint
-- A label renamed is found under its new name on every card that has it.
CREATE FUNCTION "quadro_label_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "quadro_card_documents_refreshed"(array(
		SELECT c."id" FROM "cards" c WHERE c."board_id" = NEW."board_id" AND NEW."id" = ANY (c."label_ids")));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "labels_search_renames" AFTER UPDATE OF "name" ON "labels" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "quadro_label_renamed"();
--> statement-breakpoint
INSERT INTO "card_search" ("card_id", "workspace_id", "board_id", "list_id", "updated_at", "archived", "document")
SELECT c."id", b."workspace_id", c."board_id", c."list_id", c."updated_at", c."archived_at" IS NOT NULL, "quadro_card_document"(c."id")
FROM "cards" c JOIN "boards" b ON b."id" = c."board_id";
--> statement-breakpoint
CREATE INDEX "card_search_document_idx" ON "card_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "card_search_recent_idx" ON "card_search" USING btree ("workspace_id","updated_at" DESC NULLS FIRST);