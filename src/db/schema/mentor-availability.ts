import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, primaryKey, smallint, uuid } from "drizzle-orm/pg-core";
import { mentors } from "./mentors.js";

/**
 * A mentor's weekly availability (issue 26), in the mentor's time zone (mentors.time_zone): a
 * window starts on an ISO weekday (1 Monday ... 7 Sunday) at a minute of the day and ends at a
 * minute of the same day, or of the next one when endsNextDay (a window across midnight, at most
 * 24 hours). Windows of one mentor never overlap: the service replaces them as a whole, under the
 * mentor row's lock, after checking the set.
 */
export const mentorAvailabilityWindows = pgTable(
  "mentor_availability_windows",
  {
    id: uuid().primaryKey().defaultRandom(),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: "cascade" }),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    endsNextDay: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.mentorId),
    check("mentor_window_weekday", sql`${t.weekday} between 1 and 7`),
    check("mentor_window_start", sql`${t.startMinute} between 0 and 1439`),
    check(
      "mentor_window_end",
      sql`(${t.endsNextDay} and ${t.endMinute} between 0 and ${t.startMinute}) or (not ${t.endsNextDay} and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440)`,
    ),
  ],
);

/** Dates off (holidays), as dates of the mentor's zone: no window that starts on one counts. */
export const mentorDatesOff = pgTable(
  "mentor_dates_off",
  {
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.day] })],
);
