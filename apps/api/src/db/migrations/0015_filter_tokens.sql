CREATE TABLE "policy_filter_day" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "policy_filter_day_one_row" CHECK ("policy_filter_day"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "policies_search_idx";--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "filter_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "next_deadline" date;--> statement-breakpoint
CREATE INDEX "policies_published_search_idx" ON "policies" USING gin ("search_vector","filter_tokens") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "policies_deadline_idx" ON "policies" USING btree ("next_deadline","published_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
-- The window states of a call on a day: the SQL twin of callWindow (policy-library/window.ts;
-- 7 is CALL_CLOSING_DAYS). A call about to close is also 申报中 (the 申报中 filter takes it), so
-- it has both. policy-library.test.ts checks every boundary against callWindow.
CREATE FUNCTION "policy_call_window_states"(start_on date, end_on date, as_of date) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN start_on IS NULL AND end_on IS NULL THEN 'always' END,
    CASE WHEN start_on > as_of THEN 'upcoming' END,
    CASE WHEN end_on < as_of THEN 'closed' END,
    CASE WHEN (start_on IS NULL OR start_on <= as_of) AND end_on >= as_of AND end_on <= as_of + 7
      THEN 'closing' END,
    CASE WHEN (start_on IS NULL OR start_on <= as_of) AND (start_on IS NOT NULL OR end_on IS NOT NULL)
      AND (end_on IS NULL OR end_on >= as_of) THEN 'open' END
  ], NULL)
$$;--> statement-breakpoint
-- One call's tokens on a day (the forms are policy-library/filter-tokens.ts's): its mode, its
-- window states, and `window:<state>:<mode>`, which says one call has both (an open 免申即享
-- call, not an open call and a closed exempt one).
CREATE FUNCTION "policy_call_tokens"(mode text, start_on date, end_on date, as_of date) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['mode:' || mode]
    || ARRAY(SELECT 'window:' || w FROM unnest(policy_call_window_states(start_on, end_on, as_of)) w)
    || ARRAY(SELECT 'window:' || w || ':' || mode
      FROM unnest(policy_call_window_states(start_on, end_on, as_of)) w)
$$;--> statement-breakpoint
-- The document's own tokens on a day: level, unit, validity (已失效 past valid_until), region,
-- themes, industries (`industry:*` for every industry).
CREATE FUNCTION "policy_document_tokens"(p "policies", as_of date) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY[
      'level:' || p.level,
      'unit:' || p.issuing_unit,
      'validity:' || CASE WHEN p.validity = 'current' AND p.valid_until < as_of THEN 'expired'
        ELSE p.validity END
    ]
    || CASE WHEN p.region = '' THEN '{}'::text[] ELSE ARRAY['region:' || p.region] END
    || ARRAY(SELECT 'theme:' || theme FROM unnest(p.themes) theme)
    || CASE WHEN cardinality(p.industry_codes) = 0 THEN ARRAY['industry:*']
      ELSE ARRAY(SELECT 'industry:' || code FROM unnest(p.industry_codes) code) END
$$;--> statement-breakpoint
-- Sets filter_tokens (the document's own, then its published calls' in order) and next_deadline
-- (the nearest end day of its calls accepting applications: acceptingCondition of window.ts) of
-- the given documents on a day, writing only rows that change. Set-based — one pass over the
-- calls of all of them — so a 500-call insert costs one statement however large the tables.
CREATE FUNCTION "policy_refresh_filters"(documents integer[], as_of date) RETURNS void
LANGUAGE sql AS $$
  WITH calls AS (
    SELECT c.policy_id,
      array_agg(DISTINCT token ORDER BY token) AS tokens,
      min(c.apply_end_on) FILTER (WHERE (c.apply_start_on IS NULL OR c.apply_start_on <= as_of)
        AND (c.apply_end_on IS NULL OR c.apply_end_on >= as_of)) AS deadline
    FROM "policy_calls" c
    CROSS JOIN LATERAL unnest(policy_call_tokens(c.delivery_mode, c.apply_start_on, c.apply_end_on, as_of)) token
    WHERE c.policy_id = ANY (documents) AND c.state = 'published'
    GROUP BY c.policy_id
  ), fresh AS (
    SELECT p.id, policy_document_tokens(p, as_of) || coalesce(calls.tokens, '{}') AS tokens,
      calls.deadline
    FROM "policies" p LEFT JOIN calls ON calls.policy_id = p.id
    WHERE p.id = ANY (documents)
  )
  UPDATE "policies" p SET "filter_tokens" = fresh.tokens, "next_deadline" = fresh.deadline
  FROM fresh
  WHERE p.id = fresh.id AND (p.filter_tokens, p.next_deadline) IS DISTINCT FROM (fresh.tokens, fresh.deadline)
$$;--> statement-breakpoint
-- The day the stored tokens are of; before the first refresh, the server's date.
CREATE FUNCTION "policy_filter_as_of"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "day" FROM "policy_filter_day" WHERE "id" = 1), current_date)
$$;--> statement-breakpoint
-- A document's own columns changed: its own tokens anew, its calls' tokens as they were (they
-- start with mode: or window:), read from the row itself, not from the calls.
CREATE FUNCTION "policies_filter_tokens_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.filter_tokens := policy_document_tokens(NEW, policy_filter_as_of())
    || CASE WHEN TG_OP = 'UPDATE' THEN ARRAY(
      SELECT token FROM unnest(OLD.filter_tokens) token
      WHERE token LIKE 'mode:%' OR token LIKE 'window:%'
    ) ELSE '{}'::text[] END;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only the columns the tokens are made of: a refresh writing filter_tokens itself fires nothing.
CREATE TRIGGER "policies_filter_tokens_keep" BEFORE INSERT OR UPDATE OF "level", "issuing_unit", "region", "themes", "industry_codes", "validity", "valid_until" ON "policies" FOR EACH ROW EXECUTE FUNCTION "policies_filter_tokens_keep"();--> statement-breakpoint
-- Once per writing statement, over the documents of the calls it touched.
CREATE FUNCTION "policy_calls_filter_tokens_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT policy_id) INTO touched FROM new_calls;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT policy_id) INTO touched
    FROM (SELECT policy_id FROM new_calls UNION ALL SELECT policy_id FROM old_calls) calls;
  ELSE
    SELECT array_agg(DISTINCT policy_id) INTO touched FROM old_calls;
  END IF;
  PERFORM policy_refresh_filters(touched, policy_filter_as_of());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_insert" AFTER INSERT ON "policy_calls" REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_update" AFTER UPDATE ON "policy_calls" REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_delete" AFTER DELETE ON "policy_calls" REFERENCING OLD TABLE AS old_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();
