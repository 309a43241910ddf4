-- Every committed change that a screen shows is published on the channel `quadro_changes`, so each
-- API instance can push it to its event streams (design §8). Triggers catch every path, cascades
-- included; NOTIFY is transactional, so a rolled-back change publishes nothing.
CREATE FUNCTION "quadro_publish"(event jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('quadro_changes', (event || jsonb_build_object('at', floor(extract(epoch FROM clock_timestamp()) * 1000)))::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION "quadro_board_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'board-deleted', 'workspaceId', OLD.workspace_id, 'boardId', OLD.id));
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'workspace', 'workspaceId', NEW.workspace_id));
	ELSIF NEW.version IS DISTINCT FROM OLD.version THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'board', 'workspaceId', NEW.workspace_id, 'boardId', NEW.id, 'version', NEW.version));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "boards_publish" AFTER INSERT OR UPDATE OR DELETE ON "boards" FOR EACH ROW EXECUTE FUNCTION "quadro_board_changed"();
--> statement-breakpoint
CREATE FUNCTION "quadro_workspace_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM quadro_publish(jsonb_build_object('type', 'workspace', 'workspaceId', NEW.id));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workspaces_publish" AFTER UPDATE ON "workspaces" FOR EACH ROW EXECUTE FUNCTION "quadro_workspace_changed"();
--> statement-breakpoint
CREATE FUNCTION "quadro_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'member-removed', 'workspaceId', OLD.workspace_id, 'userId', OLD.user_id));
	ELSE
		PERFORM quadro_publish(jsonb_build_object('type', 'workspace', 'workspaceId', NEW.workspace_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workspace_members_publish" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members" FOR EACH ROW EXECUTE FUNCTION "quadro_member_changed"();
--> statement-breakpoint
CREATE FUNCTION "quadro_comment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed "comments";
	board record;
BEGIN
	changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	-- A card deleted with its comments has already published through its board.
	SELECT b.id, b.workspace_id INTO board FROM "cards" c JOIN "boards" b ON b.id = c.board_id WHERE c.id = changed.card_id;
	IF FOUND THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'comments', 'workspaceId', board.workspace_id, 'boardId', board.id, 'cardId', changed.card_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_publish" AFTER INSERT OR UPDATE OR DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "quadro_comment_changed"();
