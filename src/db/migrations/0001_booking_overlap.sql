-- A mentor can't be booked for overlapping times, and neither can a student:
-- the database refuses the second of two concurrent bookings (SQLSTATE 23P01).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_ends_after_start" CHECK ("ends_at" > "scheduled_at");--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_mentor_no_overlap"
  EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" = 'scheduled');--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_student_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("scheduled_at", "ends_at") WITH &&)
  WHERE ("status" = 'scheduled');
