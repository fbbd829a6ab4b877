import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "../../shared/ssr";

export type { SiteSettings };

/**
 * This deployment's settings that pages show, such as the academy's contact address. The server
 * puts them into the page's query cache with the current user, so they cost no request: unlike the
 * API's keys, this one is never fetched (and never dropped, see query-client.ts).
 */
export const siteSettingsQueryOptions = queryOptions<SiteSettings>({
  queryKey: ["site-settings"],
  queryFn: skipToken,
});

export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQueryOptions);
  // Every page is rendered by the server, which always sends them.
  if (!data) throw new Error("The site settings are missing from the page's state");
  return data;
}
