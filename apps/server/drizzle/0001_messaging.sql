CREATE TABLE "hotlist_entries" (
	"owner_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotlist_entries_owner_id_member_id_pk" PRIMARY KEY("owner_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "message_thread_members" (
	"thread_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"other_member_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"cleared_through_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_thread_members_member_id_thread_id_pk" PRIMARY KEY("member_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_low_id" integer NOT NULL,
	"member_high_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_ordered_pair" CHECK ("message_threads"."member_low_id" < "message_threads"."member_high_id")
);
--> statement-breakpoint
DROP INDEX "messages_sender_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Hand-added backfill: messages stored before threads existed get one thread per pair of members.
DELETE FROM "messages" WHERE "sender_id" = "recipient_id";--> statement-breakpoint
INSERT INTO "message_threads" ("member_low_id", "member_high_id", "created_at")
  SELECT least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), min("created_at")
  FROM "messages" GROUP BY 1, 2 ORDER BY 3;--> statement-breakpoint
UPDATE "messages" m SET "thread_id" = t."id" FROM "message_threads" t
  WHERE t."member_low_id" = least(m."sender_id", m."recipient_id")
    AND t."member_high_id" = greatest(m."sender_id", m."recipient_id");--> statement-breakpoint
UPDATE "messages" SET "delivered_at" = "read_at" WHERE "read_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "message_thread_members" ("thread_id", "member_id", "other_member_id", "last_message_id", "last_message_at")
  SELECT DISTINCT ON (t."id", p."member_id") t."id", p."member_id", p."other_id", m."id", m."created_at"
  FROM "message_threads" t
  CROSS JOIN LATERAL (VALUES (t."member_low_id", t."member_high_id"), (t."member_high_id", t."member_low_id"))
    AS p("member_id", "other_id")
  JOIN "messages" m ON m."thread_id" = t."id"
  ORDER BY t."id", p."member_id", m."created_at" DESC, m."id" DESC;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "thread_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotlist_entries" ADD CONSTRAINT "hotlist_entries_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotlist_entries" ADD CONSTRAINT "hotlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_members" ADD CONSTRAINT "message_thread_members_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_members" ADD CONSTRAINT "message_thread_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_members" ADD CONSTRAINT "message_thread_members_other_member_id_members_id_fk" FOREIGN KEY ("other_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_member_low_id_members_id_fk" FOREIGN KEY ("member_low_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_member_high_id_members_id_fk" FOREIGN KEY ("member_high_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotlist_entries_owner_idx" ON "hotlist_entries" USING btree ("owner_id","created_at" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hotlist_entries_member_idx" ON "hotlist_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "message_thread_members_inbox_idx" ON "message_thread_members" USING btree ("member_id","last_message_at" DESC NULLS FIRST,"thread_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_thread_members_thread_idx" ON "message_thread_members" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "message_thread_members_other_idx" ON "message_thread_members" USING btree ("other_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_pair_key" ON "message_threads" USING btree ("member_low_id","member_high_id");--> statement-breakpoint
CREATE INDEX "message_threads_high_idx" ON "message_threads" USING btree ("member_high_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id","thread_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_undelivered_idx" ON "messages" USING btree ("recipient_id") WHERE "messages"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_id" <> "messages"."recipient_id");