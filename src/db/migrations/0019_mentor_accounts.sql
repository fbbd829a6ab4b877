CREATE TABLE "mentor_availability_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"ends_next_day" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mentor_window_weekday" CHECK ("mentor_availability_windows"."weekday" between 1 and 7),
	CONSTRAINT "mentor_window_start" CHECK ("mentor_availability_windows"."start_minute" between 0 and 1439),
	CONSTRAINT "mentor_window_end" CHECK (("mentor_availability_windows"."ends_next_day" and "mentor_availability_windows"."end_minute" between 0 and "mentor_availability_windows"."start_minute") or (not "mentor_availability_windows"."ends_next_day" and "mentor_availability_windows"."end_minute" > "mentor_availability_windows"."start_minute" and "mentor_availability_windows"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "mentor_dates_off" (
	"mentor_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "mentor_dates_off_mentor_id_day_pk" PRIMARY KEY("mentor_id","day")
);
--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "pending_profile" jsonb;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "pending_profile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_availability_windows" ADD CONSTRAINT "mentor_availability_windows_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_dates_off" ADD CONSTRAINT "mentor_dates_off_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_availability_windows_mentor_id_index" ON "mentor_availability_windows" USING btree ("mentor_id");--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_userId_unique" UNIQUE("user_id");