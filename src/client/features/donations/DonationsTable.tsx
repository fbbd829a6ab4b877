import { HandHeart } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { formatCents, sumCents, toCents } from "../../lib/format";
import { LocalTime } from "../../components/ui/local-time";
import type { WireAdminDonation } from "../../lib/admin-queries";
import { tableClass } from "../../components/ui/table";

const statClass = "rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]";

export function DonationsTable({ donations }: { donations: WireAdminDonation[] }) {
  const total = sumCents(donations.map((donation) => donation.amount));
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3">
        <div className={statClass}>
          <dt className="text-sm text-ink-muted">Total donated</dt>
          <dd className="mt-1 text-2xl font-bold text-teal-800 sm:text-3xl">{formatCents(total)}</dd>
        </div>
        <div className={statClass}>
          <dt className="text-sm text-ink-muted">Donations</dt>
          <dd className="mt-1 text-2xl font-bold sm:text-3xl">{donations.length}</dd>
        </div>
      </dl>
      {donations.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <HandHeart className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">No donations yet</h2>
          <p className="mt-1 text-ink-muted">Donations will be listed here once payment processing is set up.</p>
        </div>
      ) : (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <caption className="sr-only">Donations, newest first</caption>
            <thead className={tableClass.head}>
              <tr>
                <th scope="col" className={tableClass.th}>
                  Date
                </th>
                <th scope="col" className={tableClass.th}>
                  Donor
                </th>
                <th scope="col" className={`${tableClass.th} sm:text-right`}>
                  Amount
                </th>
                <th scope="col" className={tableClass.th}>
                  Message
                </th>
              </tr>
            </thead>
            <tbody className={tableClass.body}>
              {donations.map((donation) => (
                <tr key={donation.id} className={tableClass.row}>
                  <td data-label="Date" className={`${tableClass.cell} whitespace-nowrap`}>
                    <LocalTime iso={donation.createdAt} />
                  </td>
                  <td data-label="Donor" className={tableClass.cell}>
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{donation.donorName || "No name given"}</span>
                      {donation.isAnonymous && (
                        <Badge tone="neutral" className="ml-2">
                          Anonymous
                        </Badge>
                      )}
                      {donation.donorEmail && (
                        <span className="block break-all text-ink-muted">{donation.donorEmail}</span>
                      )}
                    </span>
                  </td>
                  <td
                    data-label="Amount"
                    className={`${tableClass.cell} font-semibold whitespace-nowrap sm:text-right`}
                  >
                    {formatCents(toCents(donation.amount))}
                  </td>
                  <td data-label="Message" className={tableClass.cell}>
                    <span className="min-w-0 break-words">{donation.message || "None"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
