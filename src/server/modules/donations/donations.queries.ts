import { asc, desc } from "drizzle-orm";
import { donations } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

/** Every donation, newest first, with its donor's details (anonymous ones included). */
export function listDonations(db: Executor) {
  return db
    .select({
      id: donations.id,
      userId: donations.userId,
      amount: donations.amount,
      donorName: donations.donorName,
      donorEmail: donations.donorEmail,
      message: donations.message,
      isAnonymous: donations.isAnonymous,
      stripePaymentIntentId: donations.stripePaymentIntentId,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .orderBy(desc(donations.createdAt), asc(donations.id));
}
