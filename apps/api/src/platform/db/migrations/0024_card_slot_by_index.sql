-- A list's cards in their order (sort key, then id) straight from the index: a card's slot reads
-- the keys around its index and stops, instead of numbering every card of the list (decision 0056).
DROP INDEX "cards_list_order_idx";--> statement-breakpoint
CREATE INDEX "cards_list_order_idx" ON "cards" USING btree ("list_id","sort_key","id");--> statement-breakpoint
-- Where a card lands at `p_index` of a list (its end when null), `p_leaving` left out, clamped to
-- the list; the key is null when its neighbours are too close (the keys must be re-spaced). The two
-- keys around the index come from the index in order; the list is counted only when the card goes
-- to its end (or past it).
CREATE OR REPLACE FUNCTION "quadro_card_slot"(p_list uuid, p_index integer, p_leaving uuid, OUT slot integer, OUT sort_key double precision) LANGUAGE plpgsql AS $$
DECLARE
	keys double precision[];
	before_key double precision;
	after_key double precision;
BEGIN
	IF p_index IS NOT NULL THEN
		SELECT array_agg(k."sort_key" ORDER BY k."sort_key", k."id") INTO keys FROM (
			SELECT c."sort_key", c."id" FROM "cards" c
			WHERE c."list_id" = p_list AND c."id" IS DISTINCT FROM p_leaving AND c."archived_at" IS NULL
			ORDER BY c."sort_key", c."id" OFFSET greatest(p_index - 1, 0) LIMIT 2) k;
	END IF;
	IF p_index IS NOT NULL AND p_index <= 0 THEN
		slot := 0;
		after_key := keys[1];
	ELSIF cardinality(keys) = 2 THEN
		slot := p_index;
		before_key := keys[1];
		after_key := keys[2];
	ELSE
		SELECT count(*)::int, max(c."sort_key") INTO slot, before_key FROM "cards" c
		WHERE c."list_id" = p_list AND c."id" IS DISTINCT FROM p_leaving AND c."archived_at" IS NULL;
	END IF;
	IF before_key IS NULL AND after_key IS NULL THEN sort_key := 1024;
	ELSIF before_key IS NULL THEN sort_key := after_key - 1024;
	ELSIF after_key IS NULL THEN sort_key := before_key + 1024;
	ELSIF after_key - before_key >= 1e-6 THEN
		sort_key := (before_key + after_key) / 2;
		IF NOT (sort_key > before_key AND sort_key < after_key) THEN sort_key := NULL; END IF;
	END IF;
END $$;
--> statement-breakpoint
-- Each answers one row at most. Planned as a set-returning function's default of 1,000 rows, the
-- write statement around them costs its joins (the card's assignee, the activity) for a thousand
-- cards, and may join the assignee by scanning all of users instead of reading one by its key.
ALTER FUNCTION "quadro_move_card"(uuid, uuid, uuid, uuid, uuid, integer) ROWS 1;--> statement-breakpoint
ALTER FUNCTION "quadro_create_card"(uuid, uuid, uuid, text, text, integer, integer) ROWS 1;--> statement-breakpoint
ALTER FUNCTION "quadro_edit_card"(uuid, uuid, uuid, text, text) ROWS 1;
