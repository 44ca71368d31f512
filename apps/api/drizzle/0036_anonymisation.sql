ALTER TABLE "candidates" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
-- Anonymisation (docs/decisions.md, Anonymisation and the personal-data export): the audit log stays
-- append-only, except that the anonymisation may scrub the personal values of a candidate's events. It
-- turns `talent_desk.audit_scrub` on for its own transaction (set_config(..., true)); then an UPDATE of
-- an event with a candidate may change its label, its changes and its client address, and nothing
-- else. Any other UPDATE, a TRUNCATE, and every DELETE but the retention purge's still fail.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('talent_desk.audit_purge_before', true);
  scrub text := current_setting('talent_desk.audit_scrub', true);
  scrubbable text[] := ARRAY['target_label', 'changes', 'client_address'];
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cutoff, '') <> '' AND OLD.occurred_at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND coalesce(scrub, '') = 'on' AND OLD.candidate_id IS NOT NULL
    AND (to_jsonb(NEW) - scrubbable) = (to_jsonb(OLD) - scrubbable) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
