-- A session ended (logout, password reset, a stolen refresh token) is published too, so every
-- instance forgets it at once from the sessions it keeps in memory (docs/decisions.md,
-- "Revalidation from memory"). The id names the session; it grants nothing without a signed token.
CREATE FUNCTION "quadro_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) THEN
		PERFORM quadro_publish(jsonb_build_object('type', 'session-ended', 'sessionId', OLD.id, 'userId', OLD.user_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_publish" AFTER UPDATE OF "revoked_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "quadro_session_ended"();
