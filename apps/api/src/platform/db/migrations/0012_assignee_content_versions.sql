-- A card's JSON shows its assignee's name, e-mail and avatar (apps/api/src/modules/cards/card-json.ts).
-- As migration 0007's triggers do for the cards' own columns, a change to them bumps the content
-- version of every list holding the user's cards, so the next board version rebuilds those lists
-- instead of reusing their JSON, and the version of those boards, so readers and live clients see
-- it. Presence pings, passwords and verification touch none of these columns and bump nothing.
CREATE FUNCTION "quadro_assignee_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The boards first, in id order, then their lists: the lock order every change takes.
	PERFORM 1 FROM "boards"
	WHERE "id" IN (SELECT "board_id" FROM "cards" WHERE "assignee_id" = NEW."id")
	ORDER BY "id" FOR NO KEY UPDATE;
	UPDATE "boards" SET "version" = "version" + 1, "updated_at" = now()
	WHERE "id" IN (SELECT "board_id" FROM "cards" WHERE "assignee_id" = NEW."id");
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT "list_id" FROM "cards" WHERE "assignee_id" = NEW."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_assignee_changes" AFTER UPDATE OF "name", "email", "avatar_url" ON "users" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url") EXECUTE FUNCTION "quadro_assignee_changed"();
