-- Archive and search (issue #23, design §12). Search is PostgreSQL's full-text search: two
-- configurations over `unaccent` ('reuniao' finds 'Reunião'), one with Portuguese stems
-- ('orcamentos' finds 'orçamento'), one with the words whole (a prefix finds while typing), used by
-- the generated `search_vector` columns below and by the queries of modules/search.
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "quadro_pt" (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "quadro_pt" ALTER MAPPING FOR hword, hword_part, word WITH "unaccent", portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "quadro_words" (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "quadro_words" ALTER MAPPING FOR hword, hword_part, word WITH "unaccent", simple;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quadro_pt', title), 'A') || setweight(to_tsvector('quadro_pt', description), 'B') || to_tsvector('quadro_words', title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quadro_pt', content), 'C') || to_tsvector('quadro_words', content)) STORED;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quadro_pt', text), 'C') || to_tsvector('quadro_words', text)) STORED;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_archived_idx" ON "boards" USING btree ("workspace_id","archived_at") WHERE "boards"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "cards_archived_idx" ON "cards" USING btree ("board_id","archived_at") WHERE "cards"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "cards_search_idx" ON "cards" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "lists_archived_idx" ON "lists" USING btree ("board_id","archived_at") WHERE "lists"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "checklist_items_search_idx" ON "checklist_items" USING gin ("search_vector");