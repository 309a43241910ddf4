-- Each board counts its cards, so creating a card checks the cap without counting the board's
-- cards (issue #11). The card triggers of migration 0007 keep the count on every path: the API's
-- writes and cascades. Every writer of a board's cards already holds the board's row lock.
ALTER TABLE "boards" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "boards" SET "card_count" = (SELECT count(*) FROM "cards" WHERE "cards"."board_id" = "boards"."id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quadro_cards_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lists" SET "content_version" = "content_version" + 1
	WHERE "id" IN (SELECT DISTINCT "list_id" FROM inserted);
	UPDATE "boards" SET "card_count" = "card_count" + added."cards"
	FROM (SELECT "board_id", count(*) AS "cards" FROM inserted GROUP BY "board_id") AS added
	WHERE "boards"."id" = added."board_id";
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
	RETURN NULL;
END $$;
