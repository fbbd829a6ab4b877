CREATE TABLE "impact_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"live_figures" boolean DEFAULT false NOT NULL,
	"students_served" integer,
	"completions" integer,
	"certificates" integer,
	"as_of" timestamp with time zone,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impact_settings_one_row" CHECK ("impact_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "outcome_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"months" smallint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"token_hash" varchar(64),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_follow_ups_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "outcome_follow_ups_certificateId_months_unique" UNIQUE("certificate_id","months"),
	CONSTRAINT "outcome_follow_ups_months" CHECK ("outcome_follow_ups"."months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "outcome_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"months" smallint NOT NULL,
	"follow_up_id" uuid,
	"employment" varchar(20) NOT NULL,
	"in_education" boolean NOT NULL,
	"employer" varchar(200),
	"job_title" varchar(200),
	"hourly_wage" numeric(8, 2),
	"other_credential" varchar(200),
	"source" varchar(10) NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_records_userId_courseId_months_unique" UNIQUE("user_id","course_id","months"),
	CONSTRAINT "outcome_records_months" CHECK ("outcome_records"."months" between 1 and 120),
	CONSTRAINT "outcome_records_wage" CHECK ("outcome_records"."hourly_wage" is null or ("outcome_records"."hourly_wage" > 0 and "outcome_records"."hourly_wage" <= 500)),
	CONSTRAINT "outcome_records_employment" CHECK ("outcome_records"."employment" in ('full-time', 'part-time', 'self-employed', 'no')),
	CONSTRAINT "outcome_records_source" CHECK ("outcome_records"."source" in ('student', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "impact_settings" ADD CONSTRAINT "impact_settings_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_follow_ups" ADD CONSTRAINT "outcome_follow_ups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_records" ADD CONSTRAINT "outcome_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_records" ADD CONSTRAINT "outcome_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_records" ADD CONSTRAINT "outcome_records_follow_up_id_outcome_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."outcome_follow_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_records" ADD CONSTRAINT "outcome_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_follow_ups_status_due_at_index" ON "outcome_follow_ups" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "outcome_follow_ups_user_id_index" ON "outcome_follow_ups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outcome_records_course_id_months_index" ON "outcome_records" USING btree ("course_id","months");