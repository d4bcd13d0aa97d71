CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_challenges" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"secret_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_reference_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payments"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_plan" ON "checkouts" USING btree ("member_id","plan_id") WHERE paid_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_member_key" ON "checkouts" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkouts_payment_idx" ON "checkouts" USING btree ("payment_reference");--> statement-breakpoint
-- Cards saved before the sandbox kept its tokens in the database: they stay chargeable (renewals, discount66).
INSERT INTO "sandbox_card_tokens" ("token", "card_brand", "card_last4")
SELECT "card_token", coalesce("card_brand", 'Card'), coalesce("card_last4", substr("card_token", 9, 4)) FROM "memberships"
WHERE "card_token" LIKE 'sbx_tok_%' ON CONFLICT DO NOTHING;
