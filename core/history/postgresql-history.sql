-- SPDX-FileCopyrightText: 2026 Custody contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- The schema of a lab's case history on PostgreSQL (schema 1; postgresql-history-2.sql steps it
-- up to 2). `custody-cli history init URL` runs this file and the steps after it, statement by
-- statement in one transaction, as the database's owner, who needs
-- CREATEROLE for the role below (or a superuser: then ALTER the objects' owner as wished); it can
-- also be run by hand with psql. The database should be a UTF8 one. It makes:
--   custody_history  what the database is (Custody never writes a database without it);
--   events           the events, columns as in the SQLite history, chained by hashes;
--   chain_head       the last row of the chain: its id and hash;
--   custody_station  a role for the stations: SELECT and INSERT, nothing else. Grant it to
--                    each station's login (GRANT custody_station TO station_login).
-- The chain is kept by the database itself: a trigger, run as the owner, takes one lock per
-- database (an advisory lock), and accepts a row only if it follows chain_head (id one higher,
-- previous_hash its hash); other triggers refuse UPDATE, DELETE and TRUNCATE to everyone,
-- owner included; chain_head changes only through the chain's trigger. Logins without the role
-- may not even connect (CONNECT and TEMPORARY are revoked from PUBLIC, and CREATE on the schema). `custody-cli history check` says when
-- any trigger is missing, disabled or changed, and when a rule or row security was added.
BEGIN;

CREATE TABLE public.custody_history (name text PRIMARY KEY, value text NOT NULL);
INSERT INTO public.custody_history VALUES ('application', 'custody case history'), ('schema', '1');

CREATE TABLE public.events (
    id bigint PRIMARY KEY,
    recorded_utc text NOT NULL,
    kind text NOT NULL,
    event_utc text NOT NULL,
    examiner text,
    case_number text,
    evidence_number text,
    source text,
    source_model text,
    source_serial text,
    source_bytes bigint,
    image_files text,
    digests text,
    verdict text,
    unreadable_bytes bigint,
    record_path text,
    record_sha256 text,
    report_path text,
    report_sha256 text,
    note text,
    command_line text,
    custody_version text,
    host text,
    signer_subject text,
    signer_sha256 text,
    event_id text UNIQUE,
    previous_hash text NOT NULL,
    row_hash text NOT NULL
);
CREATE INDEX events_case ON public.events (lower(case_number));
CREATE INDEX events_serial ON public.events (lower(source_serial));
CREATE INDEX events_record ON public.events (record_sha256);

CREATE TABLE public.chain_head (
    single boolean PRIMARY KEY DEFAULT true CHECK (single),
    last_id bigint NOT NULL,
    last_hash text NOT NULL
);
INSERT INTO public.chain_head VALUES (true, 0, repeat('0', 64));

CREATE FUNCTION public.custody_events_chain() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $chain$
DECLARE
    head_id bigint;
    head_hash text;
BEGIN
    -- 1129665364 is 0x43555354, "CUST": the same lock a station takes before it reads the head.
    -- Only as the trigger on events: run on any other table, it could move the head alone.
    IF TG_RELID <> 'public.events'::regclass THEN
        RAISE EXCEPTION 'custody_events_chain runs only on public.events';
    END IF;
    PERFORM pg_advisory_xact_lock(1129665364);
    SELECT last_id, last_hash INTO head_id, head_hash FROM public.chain_head FOR UPDATE;
    IF NEW.id <> head_id + 1 OR NEW.previous_hash <> head_hash THEN
        RAISE EXCEPTION 'custody case history: row % does not follow row % of the chain',
            NEW.id, head_id;
    END IF;
    UPDATE public.chain_head SET last_id = NEW.id, last_hash = NEW.row_hash;
    RETURN NEW;
END
$chain$;

CREATE FUNCTION public.custody_chain_head_guard() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $guard$
BEGIN
    -- Only from within the chain's trigger (a trigger fired by a trigger), on chain_head.
    IF TG_RELID <> 'public.chain_head'::regclass OR pg_trigger_depth() < 2 THEN
        RAISE EXCEPTION 'the chain''s head changes only with a row appended';
    END IF;
    RETURN NEW;
END
$guard$;

CREATE FUNCTION public.custody_events_append_only() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $refuse$
BEGIN
    RAISE EXCEPTION 'the case history is append-only';
END
$refuse$;

CREATE TRIGGER events_chain BEFORE INSERT ON public.events
    FOR EACH ROW EXECUTE FUNCTION public.custody_events_chain();
CREATE TRIGGER events_append_only_update BEFORE UPDATE ON public.events
    FOR EACH ROW EXECUTE FUNCTION public.custody_events_append_only();
CREATE TRIGGER events_append_only_delete BEFORE DELETE ON public.events
    FOR EACH ROW EXECUTE FUNCTION public.custody_events_append_only();
CREATE TRIGGER events_append_only_truncate BEFORE TRUNCATE ON public.events
    FOR EACH STATEMENT EXECUTE FUNCTION public.custody_events_append_only();
CREATE TRIGGER chain_head_no_delete BEFORE DELETE ON public.chain_head
    FOR EACH ROW EXECUTE FUNCTION public.custody_events_append_only();
CREATE TRIGGER chain_head_no_truncate BEFORE TRUNCATE ON public.chain_head
    FOR EACH STATEMENT EXECUTE FUNCTION public.custody_events_append_only();
CREATE TRIGGER chain_head_only_by_chain BEFORE UPDATE ON public.chain_head
    FOR EACH ROW EXECUTE FUNCTION public.custody_chain_head_guard();

DO $role$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'custody_station') THEN
        CREATE ROLE custody_station NOLOGIN;
    END IF;
    EXECUTE format('REVOKE CONNECT, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO custody_station', current_database());
END
$role$;
REVOKE ALL ON public.custody_history, public.events, public.chain_head FROM PUBLIC;
-- Triggers fire without EXECUTE: nobody but the owner may call these functions or use them in
-- triggers of their own.
REVOKE EXECUTE ON FUNCTION public.custody_events_chain(), public.custody_events_append_only(),
    public.custody_chain_head_guard() FROM PUBLIC;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT SELECT ON public.custody_history, public.chain_head TO custody_station;
GRANT SELECT, INSERT ON public.events TO custody_station;

COMMIT;
