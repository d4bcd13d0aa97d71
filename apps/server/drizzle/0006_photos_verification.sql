CREATE TABLE "photo_import_connections" (
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"access_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_import_connections_member_id_provider_pk" PRIMARY KEY("member_id","provider")
);
--> statement-breakpoint
CREATE TABLE "verification_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"pose" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"rejection" text,
	"selfie_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"notice_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "moderation" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "photo_import_connections" ADD CONSTRAINT "photo_import_connections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_attempts_member_idx" ON "verification_attempts" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_member_source_key" ON "photos" USING btree ("member_id","source","source_id") WHERE source_id is not null;