import { index, integer, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { courses, projects } from "./catalog.js";
import { users } from "./users.js";

export const uploadKinds = ["project", "course_image"] as const;
export type UploadKind = (typeof uploadKinds)[number];
/** reserved: counted against the student's quota while its bytes arrive; stored: complete. */
export const uploadStates = ["reserved", "stored"] as const;
export type UploadState = (typeof uploadStates)[number];

/**
 * Uploaded files; the bytes live in the upload folder under the row's id. A project file is
 * served to its owner and staff only; a course image to everyone.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).$type<UploadKind>().notNull(),
    projectId: uuid().references(() => projects.id, { onDelete: "cascade" }),
    courseId: uuid().references(() => courses.id, { onDelete: "cascade" }),
    fileName: varchar({ length: 200 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    /** The bytes stored; while reserved, the most the upload may still take. */
    size: integer().notNull(),
    state: varchar({ length: 20 }).$type<UploadState>().notNull().default("stored"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.projectId)],
);
