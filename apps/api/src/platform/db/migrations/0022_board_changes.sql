CREATE TABLE "board_changes" (
	"board_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_changes_board_version_idx" ON "board_changes" USING btree ("board_id","version");--> statement-breakpoint
CREATE INDEX "board_changes_at_idx" ON "board_changes" USING btree ("at");--> statement-breakpoint
-- Each version of a board names what it changed (decision 0055), so a client holding one version
-- asks for what changed since instead of the whole board. Every change takes the board's lock by
-- bumping its version before it writes the board's lists and cards (the lock order), so what these
-- triggers read as the board's version is the version the change commits. Rows of a board being
-- deleted are not written: the join finds no board. Nor is a board's first version (1): no client
-- holds an earlier one to ask what it changed, so a new board's seeded lists and an import's
-- thousands of cards write nothing here.
CREATE OR REPLACE FUNCTION "quadro_board_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'board-deleted', 'workspaceId', OLD.workspace_id, 'boardId', OLD.id));
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'workspace', 'workspaceId', NEW.workspace_id));
	ELSIF NEW.version IS DISTINCT FROM OLD.version THEN
		INSERT INTO "board_changes" ("board_id", "version", "kind", "id") VALUES (NEW.id, NEW.version, 'board', NEW.id);
		PERFORM quadro_publish(jsonb_build_object('type', 'board', 'workspaceId', NEW.workspace_id, 'boardId', NEW.id, 'version', NEW.version));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quadro_cards_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT DISTINCT "list_id" FROM inserted);
	UPDATE "boards" SET "card_count" = "card_count" + added."cards"
	FROM (SELECT "board_id", count(*) AS "cards" FROM inserted GROUP BY "board_id") AS added
	WHERE "boards"."id" = added."board_id";
	INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
	SELECT i."board_id", b."version", 'card', i."id" FROM inserted i JOIN "boards" b ON b."id" = i."board_id"
	WHERE b."version" > 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quadro_cards_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT "list_id" FROM updated UNION SELECT "list_id" FROM replaced);
	INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
	SELECT c."board_id", b."version", 'card', c."id"
	FROM (SELECT "board_id", "id" FROM updated UNION SELECT "board_id", "id" FROM replaced) c
	JOIN "boards" b ON b."id" = c."board_id" WHERE b."version" > 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quadro_cards_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT DISTINCT "list_id" FROM deleted);
	UPDATE "boards" SET "card_count" = "card_count" - removed."cards"
	FROM (SELECT "board_id", count(*) AS "cards" FROM deleted GROUP BY "board_id") AS removed
	WHERE "boards"."id" = removed."board_id";
	INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
	SELECT d."board_id", b."version", 'card', d."id" FROM deleted d JOIN "boards" b ON b."id" = d."board_id"
	WHERE b."version" > 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An assignee's name, e-mail or avatar shows on their cards without writing them: those cards are
-- named at the boards' new versions.
CREATE OR REPLACE FUNCTION "quadro_assignee_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The boards first, in id order, then their lists: the lock order every change takes.
	PERFORM 1 FROM "boards"
	WHERE "id" IN (SELECT "board_id" FROM "cards" WHERE "assignee_id" = NEW."id")
	ORDER BY "id" FOR NO KEY UPDATE;
	UPDATE "boards" SET "version" = "version" + 1, "updated_at" = now()
	WHERE "id" IN (SELECT "board_id" FROM "cards" WHERE "assignee_id" = NEW."id");
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT "list_id" FROM "cards" WHERE "assignee_id" = NEW."id");
	INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
	SELECT c."board_id", b."version", 'card', c."id"
	FROM "cards" c JOIN "boards" b ON b."id" = c."board_id" WHERE c."assignee_id" = NEW."id" AND b."version" > 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A list's own fields (not its content version, which its cards' writes move): a list created or
-- restored is `list-shown`, so its cards go with it to a client that never had them.
CREATE FUNCTION "quadro_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
		SELECT OLD."board_id", b."version", 'list', OLD."id" FROM "boards" b
		WHERE b."id" = OLD."board_id" AND b."version" > 1;
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD."board_id" <> NEW."board_id"
		OR (OLD."archived_at" IS NOT NULL AND NEW."archived_at" IS NULL))) THEN
		INSERT INTO "board_changes" ("board_id", "version", "kind", "id")
		SELECT NEW."board_id", b."version", 'list-shown', NEW."id" FROM "boards" b
		WHERE b."id" = NEW."board_id" AND b."version" > 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lists_log_changes" AFTER INSERT OR DELETE OR UPDATE OF "name", "color", "sort_key", "archived_at", "board_id" ON "lists" FOR EACH ROW EXECUTE FUNCTION "quadro_list_changed"();
