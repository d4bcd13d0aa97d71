CREATE TABLE "member_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutual_likes" (
	"member_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mutual_likes_member_id_other_id_pk" PRIMARY KEY("member_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutual_likes" ADD CONSTRAINT "mutual_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutual_likes" ADD CONSTRAINT "mutual_likes_other_id_members_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_members_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_events_member_kind_key" ON "member_events" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "member_events_at_idx" ON "member_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "mutual_likes_member_at_idx" ON "mutual_likes" USING btree ("member_id","matched_at","other_id");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "blocks_blocker_at_idx" ON "blocks" USING btree ("blocker_id","created_at","blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "likes_liker_at_idx" ON "likes" USING btree ("liker_id","created_at","liked_id");--> statement-breakpoint
CREATE INDEX "members_active_idx" ON "members" USING btree ("last_active_at","id") WHERE disabled_at is null;--> statement-breakpoint
CREATE INDEX "members_city_active_idx" ON "members" USING btree ("city","last_active_at","id") WHERE disabled_at is null;