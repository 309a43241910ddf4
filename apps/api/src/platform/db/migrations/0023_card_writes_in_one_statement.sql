-- A card's move, creation and edit of its title or description, in one round trip (issue #26,
-- decision 0056): the API sends one statement that reads the caller's access, calls one of these
-- functions and writes the activity. Each function takes the locks in the documented order (the
-- workspace, then the board by bumping its version), then reads what the change depends on with a
-- fresh snapshot (a function's statements each take one), so it sees every change committed while
-- it waited for the board. Anything off the common path (no access or plan, a card moved by
-- someone else, keys out of room, the board's card cap) raises `QD001` before anything commits:
-- the API then makes the change the long way, which answers the refusal or re-spaces the keys.
CREATE FUNCTION "quadro_slow_path"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'change needs the full path' USING ERRCODE = 'QD001';
END $$;
--> statement-breakpoint
-- `boardChangeLocks` of locks.ts: the workspace's key-share lock, then the board's version bump.
CREATE FUNCTION "quadro_lock_board"(p_workspace uuid, p_board uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	bumped integer;
BEGIN
	IF p_workspace IS NULL OR p_board IS NULL THEN PERFORM quadro_slow_path(); END IF;
	PERFORM 1 FROM "workspaces" WHERE "id" = p_workspace FOR KEY SHARE;
	IF NOT FOUND THEN PERFORM quadro_slow_path(); END IF;
	-- Archived while this change waited for it: the long path answers that.
	UPDATE "boards" SET "version" = "version" + 1, "updated_at" = now()
	WHERE "id" = p_board AND "archived_at" IS NULL RETURNING "version" INTO bumped;
	IF bumped IS NULL THEN PERFORM quadro_slow_path(); END IF;
	RETURN bumped;
END $$;
--> statement-breakpoint
-- `keyBetween` and `neighboursIn` of the API: where a card lands at `p_index` of a list (its end
-- when null), `p_leaving` left out, clamped to the list; the key is null when its neighbours are
-- too close (the keys must be re-spaced).
CREATE FUNCTION "quadro_card_slot"(p_list uuid, p_index integer, p_leaving uuid, OUT slot integer, OUT sort_key double precision) LANGUAGE plpgsql AS $$
DECLARE
	total integer;
	before_key double precision;
	after_key double precision;
BEGIN
	SELECT coalesce(max(s."total"), 0)::int,
		max(s."sort_key") FILTER (WHERE s."at" = s."wanted" - 1),
		max(s."sort_key") FILTER (WHERE s."at" = s."wanted")
	INTO total, before_key, after_key
	FROM (SELECT k."sort_key", row_number() OVER sibling - 1 AS "at", count(*) OVER () AS "total",
			least(greatest(coalesce(p_index, count(*) OVER ()), 0), count(*) OVER ()) AS "wanted"
		FROM "cards" k
		WHERE k."list_id" = p_list AND k."id" IS DISTINCT FROM p_leaving AND k."archived_at" IS NULL
		WINDOW sibling AS (ORDER BY k."sort_key", k."id")) s;
	slot := least(greatest(coalesce(p_index, total), 0), total);
	IF before_key IS NULL AND after_key IS NULL THEN sort_key := 1024;
	ELSIF before_key IS NULL THEN sort_key := after_key - 1024;
	ELSIF after_key IS NULL THEN sort_key := before_key + 1024;
	ELSIF after_key - before_key >= 1e-6 THEN
		sort_key := (before_key + after_key) / 2;
		IF NOT (sort_key > before_key AND sort_key < after_key) THEN sort_key := NULL; END IF;
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_move_card"(p_workspace uuid, p_board uuid, p_card uuid, p_source uuid, p_destination uuid, p_index integer)
RETURNS TABLE ("written" "cards", "at_index" integer, "board_version" integer, "from_list" text, "to_list" text) LANGUAGE plpgsql AS $$
DECLARE
	bumped integer := quadro_lock_board(p_workspace, p_board);
	moving "cards";
	destination "lists";
	source_name text;
	placed record;
BEGIN
	SELECT * INTO moving FROM "cards" WHERE "id" = p_card AND "archived_at" IS NULL;
	IF NOT FOUND OR moving."list_id" <> p_source OR moving."board_id" <> p_board THEN
		PERFORM quadro_slow_path();
	END IF;
	SELECT * INTO destination FROM "lists"
	WHERE "id" = p_destination AND "board_id" = p_board AND "archived_at" IS NULL;
	IF NOT FOUND THEN PERFORM quadro_slow_path(); END IF;
	SELECT "name" INTO source_name FROM "lists" WHERE "id" = moving."list_id";
	placed := quadro_card_slot(p_destination, p_index, p_card);
	IF placed.sort_key IS NULL THEN PERFORM quadro_slow_path(); END IF;
	UPDATE "cards" SET "list_id" = p_destination, "sort_key" = placed.sort_key, "updated_at" = now()
	WHERE "id" = p_card RETURNING * INTO moving;
	RETURN QUERY SELECT moving, placed.slot, bumped, source_name, destination."name";
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_create_card"(p_workspace uuid, p_board uuid, p_list uuid, p_title text, p_description text, p_index integer, p_max_cards integer)
RETURNS TABLE ("written" "cards", "at_index" integer, "board_version" integer, "list_name" text) LANGUAGE plpgsql AS $$
DECLARE
	bumped integer := quadro_lock_board(p_workspace, p_board);
	created "cards";
	list_title text;
	placed record;
BEGIN
	SELECT l."name" INTO list_title FROM "lists" l
	WHERE l."id" = p_list AND l."board_id" = p_board AND l."archived_at" IS NULL;
	IF NOT FOUND OR (SELECT "card_count" FROM "boards" WHERE "id" = p_board) >= p_max_cards THEN
		PERFORM quadro_slow_path();
	END IF;
	placed := quadro_card_slot(p_list, p_index, NULL);
	IF placed.sort_key IS NULL THEN PERFORM quadro_slow_path(); END IF;
	INSERT INTO "cards" ("list_id", "board_id", "title", "description", "sort_key")
	VALUES (p_list, p_board, p_title, p_description, placed.sort_key) RETURNING * INTO created;
	RETURN QUERY SELECT created, placed.slot, bumped, list_title;
END $$;
--> statement-breakpoint
-- A title or description (null: kept), wherever the card is, archived too, as the long path edits.
CREATE FUNCTION "quadro_edit_card"(p_workspace uuid, p_board uuid, p_card uuid, p_title text, p_description text)
RETURNS TABLE ("written" "cards", "at_index" integer, "board_version" integer) LANGUAGE plpgsql AS $$
DECLARE
	bumped integer := quadro_lock_board(p_workspace, p_board);
	edited "cards";
BEGIN
	UPDATE "cards" SET "title" = coalesce(p_title, "title"),
		"description" = coalesce(p_description, "description"), "updated_at" = now()
	WHERE "id" = p_card AND "board_id" = p_board RETURNING * INTO edited;
	IF NOT FOUND THEN PERFORM quadro_slow_path(); END IF;
	RETURN QUERY SELECT edited, (SELECT count(*)::int FROM "cards" s
		WHERE s."list_id" = edited."list_id" AND s."archived_at" IS NULL
			AND (s."sort_key", s."id") < (edited."sort_key", edited."id")), bumped;
END $$;
