CREATE TABLE "daily_matches" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"match_id" integer NOT NULL,
	"position" integer NOT NULL,
	"revealed_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	CONSTRAINT "daily_matches_member_id_day_match_id_pk" PRIMARY KEY("member_id","day","match_id")
);
--> statement-breakpoint
CREATE TABLE "spin_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spin_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_credits_delta_nonzero" CHECK ("spin_credits"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "spins" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "spins" ADD COLUMN "spent" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "spins" ADD COLUMN "double" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spins" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_matches" ADD CONSTRAINT "daily_matches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_matches" ADD CONSTRAINT "daily_matches_match_id_members_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_credits" ADD CONSTRAINT "spin_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_matches_reveal_idx" ON "daily_matches" USING btree ("member_id","day","position");--> statement-breakpoint
CREATE INDEX "spin_credits_member_idx" ON "spin_credits" USING btree ("member_id");