CREATE TABLE "mentor_mail_days" (
	"mentor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_mail_days_mentor_id_day_pk" PRIMARY KEY("mentor_id","day")
);
--> statement-breakpoint
ALTER TABLE "mentor_mail_days" ADD CONSTRAINT "mentor_mail_days_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;