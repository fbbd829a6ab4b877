CREATE TABLE "mentor_booking_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"message" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mentor_booking_proposals_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mentor_booking_ratings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_booking_ratings_score" CHECK ("mentor_booking_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "room" text DEFAULT ('TSA-' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "mentor_note" text;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_booking_proposals" ADD CONSTRAINT "mentor_booking_proposals_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_booking_ratings" ADD CONSTRAINT "mentor_booking_ratings_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_booking_ratings" ADD CONSTRAINT "mentor_booking_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_booking_proposals_one_pending" ON "mentor_booking_proposals" USING btree ("booking_id") WHERE "mentor_booking_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mentor_booking_proposals_booking_id_created_at_index" ON "mentor_booking_proposals" USING btree ("booking_id","created_at");