import type { Executor } from "../../../db/types.js";
import { toCsv, type CsvColumn } from "./csv.js";
import * as queries from "./donations.queries.js";

type DonationRow = Awaited<ReturnType<typeof queries.listDonations>>[number];

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
