import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarX2, Download } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button";
import { Input, Label, NativeSelect } from "../../components/ui/form";
import { ConfirmDialog } from "../../components/staff/ConfirmDialog";
import { dayRange, personName } from "../../lib/format";
import { ListState } from "../../components/staff/ListState";
import { LocalTime } from "../../components/ui/local-time";
import { formatWhen } from "../../lib/format-date";
import { useHydrated } from "../../lib/use-hydrated";
import {
  adminQueries,
  queryString,
  type BookingFilters,
  type BookingStatus,
  type WireAdminBooking,
} from "../../lib/admin-queries";
import { tableClass } from "../../components/ui/table";
import { useAdminMutation } from "../../lib/use-admin-mutation";

const STATUS_LABELS: Record<BookingStatus, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};
const STATUSES = Object.keys(STATUS_LABELS) as BookingStatus[];
/** Only sessions that have started can be marked as these (the server says the same). */
const AFTER_START: readonly BookingStatus[] = ["completed", "no_show"];

function StatusSelect({
  booking,
  onChange,
  disabled,
}: {
  booking: WireAdminBooking;
  onChange: (status: BookingStatus) => void;
  disabled: boolean;
}) {
  const hydrated = useHydrated();
  const isFuture = hydrated && new Date(booking.scheduledAt).getTime() > Date.now();
  const student = personName(booking.student);
  return (
    <NativeSelect
      aria-label={`Status of ${student}'s session with ${booking.mentor.name}`}
      value={booking.status}
      disabled={disabled}
      className="h-9 w-auto min-w-36 text-sm"
      onChange={(event) => onChange(event.target.value as BookingStatus)}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status} disabled={isFuture && AFTER_START.includes(status)}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}

function BookingsTable({ bookings }: { bookings: WireAdminBooking[] }) {
  const [cancelling, setCancelling] = useState<WireAdminBooking | null>(null);
  const update = useAdminMutation<{ booking: WireAdminBooking; status: BookingStatus }, WireAdminBooking>({
    request: ({ booking, status }) => ({ method: "PATCH", url: `/api/admin/bookings/${booking.id}`, body: { status } }),
    invalidates: ["/api/admin/bookings", "/api/mentors", "/api/user/mentor-bookings"],
    success: (saved) => ({
      title: saved.status === "cancelled" ? "Session Cancelled" : "Booking Updated",
      description: `${personName(saved.student)} with ${saved.mentor.name}: ${STATUS_LABELS[saved.status]}.`,
    }),
    errorTitle: "Update Failed",
  });
  const onChange = (booking: WireAdminBooking, status: BookingStatus) => {
    if (status === "cancelled") setCancelling(booking);
    else update.mutate({ booking, status });
  };

  if (bookings.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
        <CalendarX2 className="h-10 w-10 text-ink-muted" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold">No bookings found</h2>
        <p className="mt-1 text-ink-muted">No mentorship sessions match these filters.</p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" role="status">
        Showing {bookings.length} {bookings.length === 1 ? "booking" : "bookings"}: upcoming first (soonest first), then
        past ones.
      </p>
      <div className={tableClass.wrapper}>
        <table className={tableClass.table}>
          <caption className="sr-only">Mentorship bookings</caption>
          <thead className={tableClass.head}>
            <tr>
              {["Student", "Mentor", "Time", "Duration", "Topic", "Status"].map((column) => (
                <th key={column} scope="col" className={tableClass.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tableClass.body}>
            {bookings.map((booking) => {
              const student = personName(booking.student);
              return (
                <tr key={booking.id} className={tableClass.row}>
                  <td data-label="Student" className={`${tableClass.cell} sm:min-w-52`}>
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{student}</span>
                      {student !== booking.student.email && (
                        <span className="block text-ink-muted [overflow-wrap:anywhere]">{booking.student.email}</span>
                      )}
                    </span>
                  </td>
                  <td data-label="Mentor" className={`${tableClass.cell} sm:min-w-32`}>
                    {booking.mentor.name}
                  </td>
                  <td data-label="Time" className={`${tableClass.cell} sm:whitespace-nowrap`}>
                    <LocalTime iso={booking.scheduledAt} withTime />
                  </td>
                  <td data-label="Duration" className={`${tableClass.cell} whitespace-nowrap`}>
                    {booking.duration} min
                  </td>
                  <td data-label="Topic" className={tableClass.cell}>
                    <span className="min-w-0 break-words">{booking.topic || "General mentorship"}</span>
                  </td>
                  <td data-label="Status" className={`${tableClass.cell} max-sm:items-center`}>
                    <StatusSelect
                      booking={booking}
                      disabled={update.isPending && update.variables?.booking.id === booking.id}
                      onChange={(status) => onChange(booking, status)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && !update.isPending && setCancelling(null)}
        title="Cancel Session"
        description={
          cancelling
            ? `Cancel ${personName(cancelling.student)}'s session with ${cancelling.mentor.name} on ${formatWhen(cancelling.scheduledAt, { withTime: true })}? The time opens for other students. Let the student know why.`
            : ""
        }
        confirmLabel="Cancel Session"
        pendingLabel="Cancelling..."
        cancelLabel="Keep Session"
        destructive
        isPending={update.isPending}
        onConfirm={() =>
          cancelling &&
          update.mutate({ booking: cancelling, status: "cancelled" }, { onSettled: () => setCancelling(null) })
        }
      />
    </>
  );
}

export function BookingsManager() {
  const id = useId();
  const [status, setStatus] = useState<BookingStatus | "all">("all");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const rangeError = fromDay && toDay && fromDay > toDay ? "The From date must be on or before the To date." : "";
  const filters: BookingFilters = {
    ...(status === "all" ? {} : { status }),
    ...(rangeError ? {} : dayRange(fromDay, toDay)),
  };
  const query = useQuery({ ...adminQueries.bookings(filters), placeholderData: keepPreviousData });
  const csvHref = `/api/admin/bookings.csv${queryString({ ...filters })}`;

  return (
    <>
      <div className="mb-5 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_1fr] sm:items-end">
        <div>
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as BookingStatus | "all")}
          >
            <option value="all">All statuses</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={fromDay}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(event) => setFromDay(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={toDay}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(event) => setToDay(event.target.value)}
          />
        </div>
        <div className="sm:justify-self-end">
          <a href={csvHref} download="bookings.csv" className={buttonClass("outline")}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
          </a>
        </div>
        {rangeError && (
          <p id={`${id}-range`} role="alert" className="text-sm font-semibold text-danger sm:col-span-4">
            {rangeError}
          </p>
        )}
      </div>
      <ListState query={query} label="bookings">
        {(bookings) => <BookingsTable bookings={bookings} />}
      </ListState>
    </>
  );
}
