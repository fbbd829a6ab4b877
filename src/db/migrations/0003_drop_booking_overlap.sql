-- Sessions may overlap (SPEC: a booking is limited only by a future time and a duration):
-- drop the two exclusion constraints of 0001 (their gist indexes go with them). Kept: the
-- btree_gist extension (other objects may use it) and the CHECK "ends_at" > "scheduled_at".
ALTER TABLE "mentor_bookings" DROP CONSTRAINT IF EXISTS "mentor_bookings_mentor_no_overlap";--> statement-breakpoint
ALTER TABLE "mentor_bookings" DROP CONSTRAINT IF EXISTS "mentor_bookings_student_no_overlap";
