CREATE TABLE "member_artists" (
	"member_id" integer NOT NULL,
	"artist_id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"genres" text[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "member_artists_member_id_artist_id_pk" PRIMARY KEY("member_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"age_min" integer DEFAULT 18 NOT NULL,
	"age_max" integer DEFAULT 99 NOT NULL,
	"distance_miles" integer,
	"relationship_type" text,
	"height_inches" integer,
	"body_type" text,
	"education" text,
	"job" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"religion" text,
	"smoking" text,
	"drinking" text,
	"kids" text,
	"wants_kids" text,
	"pets" text[] DEFAULT '{}' NOT NULL,
	"diet" text,
	"exercise" text,
	"looking_for" text DEFAULT '' NOT NULL,
	"fav_things" text DEFAULT '' NOT NULL,
	"least_fav_things" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rewards" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"extra_spins" integer DEFAULT 0 NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rewards_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "spotify_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spotify_connections" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_artists" ADD CONSTRAINT "member_artists_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_auth_states" ADD CONSTRAINT "spotify_auth_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_connections" ADD CONSTRAINT "spotify_connections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_artists_order_idx" ON "member_artists" USING btree ("member_id","position");--> statement-breakpoint
CREATE INDEX "spotify_auth_states_member_idx" ON "spotify_auth_states" USING btree ("member_id");