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
-- it has both. filter-tokens.test.ts checks every boundary against callWindow.
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
-- A document's filter tokens on a day (policies.filter_tokens; the token forms are
-- policy-library/filter-tokens.ts's). Window and mode tokens come from its published calls, and
-- `window:<state>:<mode>` says one call has both (an open 免申即享 call, not an open call and a
-- closed exempt one).
CREATE FUNCTION "policy_filter_tokens"(p "policies", as_of date) RETURNS text[]
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
    || ARRAY(
      SELECT DISTINCT token
      FROM "policy_calls" c
      CROSS JOIN LATERAL unnest(policy_call_window_states(c.apply_start_on, c.apply_end_on, as_of)) w(window_state)
      CROSS JOIN LATERAL unnest(ARRAY[
        'mode:' || c.delivery_mode,
        'window:' || w.window_state,
        'window:' || w.window_state || ':' || c.delivery_mode
      ]) t(token)
      WHERE c.policy_id = p.id AND c.state = 'published'
      ORDER BY token
    )
$$;--> statement-breakpoint
-- The nearest end day of a document's published calls accepting applications on a day
-- (policies.next_deadline): acceptingCondition of window.ts.
CREATE FUNCTION "policy_next_deadline"(policy_id integer, as_of date) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT min(c.apply_end_on) FROM "policy_calls" c
  WHERE c.policy_id = policy_next_deadline.policy_id AND c.state = 'published'
    AND (c.apply_start_on IS NULL OR c.apply_start_on <= as_of)
    AND (c.apply_end_on IS NULL OR c.apply_end_on >= as_of)
$$;--> statement-breakpoint
-- The day the stored tokens are of; before the first refresh, the server's date.
CREATE FUNCTION "policy_filter_as_of"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "day" FROM "policy_filter_day" WHERE "id" = 1), current_date)
$$;--> statement-breakpoint
CREATE FUNCTION "policies_filter_tokens_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  as_of date := policy_filter_as_of();
BEGIN
  NEW.filter_tokens := policy_filter_tokens(NEW, as_of);
  NEW.next_deadline := policy_next_deadline(NEW.id, as_of);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only the columns the tokens are made of: a refresh writing filter_tokens itself fires nothing.
-- (An insert has no calls yet; its calls' trigger sets next_deadline.)
CREATE TRIGGER "policies_filter_tokens_keep" BEFORE INSERT OR UPDATE OF "level", "issuing_unit", "region", "themes", "industry_codes", "validity", "valid_until" ON "policies" FOR EACH ROW EXECUTE FUNCTION "policies_filter_tokens_keep"();--> statement-breakpoint
-- Once per writing statement over the calls it touched: a 500-call seed insert updates its
-- documents in one statement, not 500.
CREATE FUNCTION "policy_calls_filter_tokens_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  as_of date := policy_filter_as_of();
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "policies" p
    SET "filter_tokens" = policy_filter_tokens(p, as_of), "next_deadline" = policy_next_deadline(p.id, as_of)
    WHERE p.id IN (SELECT policy_id FROM new_calls);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "policies" p
    SET "filter_tokens" = policy_filter_tokens(p, as_of), "next_deadline" = policy_next_deadline(p.id, as_of)
    WHERE p.id IN (SELECT policy_id FROM new_calls UNION SELECT policy_id FROM old_calls);
  ELSE
    UPDATE "policies" p
    SET "filter_tokens" = policy_filter_tokens(p, as_of), "next_deadline" = policy_next_deadline(p.id, as_of)
    WHERE p.id IN (SELECT policy_id FROM old_calls);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_insert" AFTER INSERT ON "policy_calls" REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_update" AFTER UPDATE ON "policy_calls" REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();--> statement-breakpoint
CREATE TRIGGER "policy_calls_filter_tokens_delete" AFTER DELETE ON "policy_calls" REFERENCING OLD TABLE AS old_calls FOR EACH STATEMENT EXECUTE FUNCTION "policy_calls_filter_tokens_keep"();
