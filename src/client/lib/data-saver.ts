/**
 * The "Data saver" preference in the browser (src/shared/rules/data-saver.ts has the rule). The
 * server puts the request's answer into the page's query cache, like the site settings, so the
 * first render in the browser matches the server's; without a server render (or once changed)
 * the cookie says.
 */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_SECONDS, dataSaverCookie } from "../../shared/rules/data-saver";

export const dataSaverQueryOptions = queryOptions<boolean>({
  queryKey: ["data-saver"],
  queryFn: () =>
    dataSaverCookie(typeof document === "undefined" ? undefined : document.cookie) ??
    (typeof navigator !== "undefined" &&
      (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Whether pages should load smaller images and no video previews. */
export function useDataSaver(): boolean {
  return useQuery(dataSaverQueryOptions).data ?? false;
}

/** Turns data saver on or off for a year (a cookie the server reads too) and re-renders the pages. */
export function setDataSaver(queryClient: QueryClient, on: boolean) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? "1" : "0"}; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  queryClient.setQueryData(dataSaverQueryOptions.queryKey, on);
}
