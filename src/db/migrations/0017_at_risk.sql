CREATE TABLE "at_risk_digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "at_risk_nudges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_by" uuid,
	"locale" varchar(8) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"email_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "at_risk_nudges_studentId_courseId_day_unique" UNIQUE("student_id","course_id","day")
);
--> statement-breakpoint
CREATE TABLE "at_risk_reports" (
	"recipient_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"reason" varchar(30) NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "at_risk_reports_recipient_id_student_id_course_id_reason_since_pk" PRIMARY KEY("recipient_id","student_id","course_id","reason","since")
);
--> statement-breakpoint
CREATE TABLE "student_course_notes" (
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_course_notes_student_id_course_id_pk" PRIMARY KEY("student_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "at_risk_nudges" ADD CONSTRAINT "at_risk_nudges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_nudges" ADD CONSTRAINT "at_risk_nudges_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_nudges" ADD CONSTRAINT "at_risk_nudges_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_nudges" ADD CONSTRAINT "at_risk_nudges_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_reports" ADD CONSTRAINT "at_risk_reports_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_reports" ADD CONSTRAINT "at_risk_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_reports" ADD CONSTRAINT "at_risk_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_notes" ADD CONSTRAINT "student_course_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_notes" ADD CONSTRAINT "student_course_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_notes" ADD CONSTRAINT "student_course_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_notes" ADD CONSTRAINT "student_course_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "at_risk_nudges_course_id_sent_at_index" ON "at_risk_nudges" USING btree ("course_id","sent_at");--> statement-breakpoint
CREATE INDEX "student_course_notes_course_id_index" ON "student_course_notes" USING btree ("course_id");