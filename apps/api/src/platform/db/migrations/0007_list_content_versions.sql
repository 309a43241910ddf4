-- Each list counts the changes to its cards, so a new board version rebuilds only the lists whose
-- cards changed and reuses the others' JSON (docs/decisions.md, "A new version rebuilds only the
-- lists that changed"). Triggers count every path: the API's writes, cascades, re-spaced keys.
ALTER TABLE "lists" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "quadro_cards_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT DISTINCT "list_id" FROM inserted);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_cards_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT "list_id" FROM updated UNION SELECT "list_id" FROM replaced);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_cards_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT DISTINCT "list_id" FROM deleted);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_count_inserts" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "quadro_cards_inserted"();
--> statement-breakpoint
CREATE TRIGGER "cards_count_updates" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS replaced NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION "quadro_cards_updated"();
--> statement-breakpoint
CREATE TRIGGER "cards_count_deletes" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "quadro_cards_deleted"();
