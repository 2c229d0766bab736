-- SPDX-FileCopyrightText: 2026 Custody contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Schema 2 of a lab's case history on PostgreSQL: the step from schema 1
-- (postgresql-history.sql). `custody-cli history init URL` runs both files for a new history,
-- and this one alone to upgrade a schema 1 history, as the database's owner, in one transaction;
-- by hand: psql -f postgresql-history.sql -f postgresql-history-2.sql (each file is a
-- transaction of its own).
--
-- Each row says how it came to the server, and the server checks it before the row is stored:
--   arrived_as    the login that inserted it (session_user);
--   arrived_from  the station's address as the server sees it, or 'local' for its own socket;
--   arrived_over  the connection: 'TLSv1.3, sslmode=verify-full', 'without TLS, sslmode=prefer'
--                 (the TLS version is the server's; sslmode, how strictly the station checked
--                 the server, is the station's word).
-- The columns are in the row's hash like every other, so a change made later is found by
-- `custody-cli history check`. Rows stored before the upgrade leave them empty.
BEGIN;

ALTER TABLE public.events ADD COLUMN arrived_as text, ADD COLUMN arrived_from text,
    ADD COLUMN arrived_over text;

CREATE FUNCTION public.custody_events_arrival() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $arrival$
DECLARE
    address text := coalesce(host(inet_client_addr()), 'local');
    transport text;
BEGIN
    IF TG_RELID <> 'public.events'::regclass THEN
        RAISE EXCEPTION 'custody_events_arrival runs only on public.events';
    END IF;
    SELECT CASE WHEN ssl THEN version ELSE 'without TLS' END INTO transport
        FROM pg_stat_ssl WHERE pid = pg_backend_pid();
    IF NEW.arrived_as IS DISTINCT FROM session_user::text
        OR NEW.arrived_from IS DISTINCT FROM address
        OR split_part(NEW.arrived_over, ',', 1) IS DISTINCT FROM transport THEN
        RAISE EXCEPTION 'custody case history: row % says it arrived as % from % over %, but it came as % from % over %',
            NEW.id, NEW.arrived_as, NEW.arrived_from, NEW.arrived_over, session_user, address,
            transport;
    END IF;
    RETURN NEW;
END
$arrival$;

CREATE TRIGGER events_arrival BEFORE INSERT ON public.events
    FOR EACH ROW EXECUTE FUNCTION public.custody_events_arrival();
REVOKE EXECUTE ON FUNCTION public.custody_events_arrival() FROM PUBLIC;

UPDATE public.custody_history SET value = '2' WHERE name = 'schema';

COMMIT;
