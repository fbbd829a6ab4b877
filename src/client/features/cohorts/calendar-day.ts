/** A calendar day ("2027-03-01") as midnight UTC: format it with timeZone "UTC" so it shows as that day everywhere. */
export function calendarDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}
