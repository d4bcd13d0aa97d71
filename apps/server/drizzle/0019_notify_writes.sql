-- Every server keeps what it read of these tables for a moment (the session lookup: auth.ts). A statement that
-- writes one tells every server listening on `table_writes` which table it wrote, so a logout, a disable or a
-- password change made through one server is seen by the others at once (database.ts, NotifyChannel).
-- Statement-level: one notification a statement, however many rows; NOTIFY sends it when the transaction commits
-- and folds identical ones of one transaction into one.
CREATE FUNCTION notify_table_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_writes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_notify_write AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_write AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();
--> statement-breakpoint
CREATE TRIGGER photos_notify_write AFTER INSERT OR UPDATE OR DELETE ON photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();
--> statement-breakpoint
-- New jobs wake the workers of every server (db/job-queue.ts) at the commit that makes them visible.
CREATE TRIGGER jobs_notify_write AFTER INSERT ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();
