import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { queries } from "../../lib/queries";

/** The live figures an admin switched the public pages to, formatted in the page's language. */
export interface LiveFigures {
  studentsServed: string;
  completions: string;
  certificates: string;
  /** The day they were taken ("Nov 29, 2026"), in UTC so that the server's render and the browser's agree. */
  asOf: string;
}

/**
 * The home page's and success stories' figures (issue 24): null while they are the spec's fixed
 * numbers, else the live ones from the impact report. The pages prefetch the read, so the first
 * HTML has them. Formatted with Lingui's own Intl helpers, already on every page: lib/format-date
 * would add its chunk to the home page, which is at its 100 kB budget.
 */
export function useLiveFigures(): LiveFigures | null {
  const { i18n } = useLingui();
  const { data } = useQuery(queries.publicFigures());
  if (!data?.live || !data.asOf) return null;
  return {
    studentsServed: i18n.number(data.studentsServed ?? 0),
    completions: i18n.number(data.completions ?? 0),
    certificates: i18n.number(data.certificates ?? 0),
    asOf: i18n.date(data.asOf, { dateStyle: "medium", timeZone: "UTC" }),
  };
}
