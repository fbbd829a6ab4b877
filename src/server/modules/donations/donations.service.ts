import { MAX_PAYMENT_AMOUNT, PAYMENT_UNAVAILABLE_MESSAGE } from "../../../shared/contracts/donations.js";
import type { Executor } from "../../../db/types.js";
import { AppError, msg } from "../../errors.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import * as catalog from "../courses/index.js";
import * as queries from "./donations.queries.js";

type DonationRow = Awaited<ReturnType<typeof queries.listDonations>>[number];

// Payments

/**
 * Payment processing isn't configured yet: the request is checked as it would be (an
 * existing paid course charged its own price), then refused with 503.
 */
export async function createPaymentIntent(db: Executor, input: { amount: number; courseId?: string | undefined }) {
  if (input.courseId !== undefined) {
    const course = await catalog.getCourse(db, input.courseId);
    if (course.isFree) throw new AppError("BAD_REQUEST", "This course is free: enroll without payment");
    if (Math.round(input.amount * 100) !== Math.round(Number(course.price) * 100)) {
      throw new AppError("BAD_REQUEST", "The amount does not match the course price", [
        { path: "body.amount", message: msg("Must be {amount}", { amount: course.price }) },
      ]);
    }
  }
  if (input.amount > MAX_PAYMENT_AMOUNT) throw new AppError("BAD_REQUEST", "Amount is too large");
  throw new AppError("SERVICE_UNAVAILABLE", PAYMENT_UNAVAILABLE_MESSAGE);
}

// Admins' reports

export const listDonations = (db: Executor) => queries.listDonations(db);

const donationColumns: CsvColumn<DonationRow>[] = [
  { header: "Date", value: (row) => row.createdAt },
  { header: "Amount", value: (row) => row.amount },
  { header: "Donor name", value: (row) => row.donorName },
  { header: "Donor email", value: (row) => row.donorEmail },
  { header: "Anonymous", value: (row) => (row.isAnonymous ? "yes" : "no") },
  { header: "Message", value: (row) => row.message },
  { header: "Payment reference", value: (row) => row.stripePaymentIntentId },
  { header: "User ID", value: (row) => row.userId },
  { header: "Donation ID", value: (row) => row.id },
];

export async function donationsCsv(db: Executor) {
  return toCsv(donationColumns, await queries.listDonations(db));
}
