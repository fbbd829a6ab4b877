import { MailPlus } from "lucide-react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { LocalTime } from "../../components/ui/local-time";
import { tableClass } from "../../components/ui/table";
import type { WireSubscriber } from "../../lib/admin-queries";

const statClass = "rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]";

const statusLabel: Record<WireSubscriber["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "warning" },
  confirmed: { label: "Confirmed", tone: "success" },
  unsubscribed: { label: "Unsubscribed", tone: "neutral" },
};

const Time = ({ iso }: { iso: string | null }) => (iso ? <LocalTime iso={iso} /> : <>—</>);

/** Everyone who asked for the newsletter, with where they stand (newest first). */
export function SubscribersTable({ subscribers }: { subscribers: WireSubscriber[] }) {
  const count = (status: WireSubscriber["status"]) => subscribers.filter((s) => s.status === status).length;
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        {(["confirmed", "pending", "unsubscribed"] as const).map((status) => (
          <div key={status} className={statClass}>
            <dt className="text-sm text-ink-muted">{statusLabel[status].label}</dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl">{count(status)}</dd>
          </div>
        ))}
      </dl>
      {subscribers.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <MailPlus className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">No subscribers yet</h2>
          <p className="mt-1 text-ink-muted">Readers sign up with the form on the blog.</p>
        </div>
      ) : (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className={tableClass.head}>
              <tr>
                {["Email", "Status", "Subscribed", "Confirmed", "Unsubscribed"].map((header) => (
                  <th key={header} scope="col" className={tableClass.th}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={tableClass.body}>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id} className={tableClass.row}>
                  <td data-label="Email" className={`${tableClass.cell} font-semibold break-all`}>
                    {subscriber.email}
                  </td>
                  <td data-label="Status" className={tableClass.cell}>
                    <Badge tone={statusLabel[subscriber.status].tone}>{statusLabel[subscriber.status].label}</Badge>
                  </td>
                  <td data-label="Subscribed" className={`${tableClass.cell} whitespace-nowrap`}>
                    <Time iso={subscriber.createdAt} />
                  </td>
                  <td data-label="Confirmed" className={`${tableClass.cell} whitespace-nowrap`}>
                    <Time iso={subscriber.confirmedAt} />
                  </td>
                  <td data-label="Unsubscribed" className={`${tableClass.cell} whitespace-nowrap`}>
                    <Time iso={subscriber.unsubscribedAt} />
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
