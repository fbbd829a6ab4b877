import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { CurrentUser } from "../../shared/contracts/auth";
import { PAGE_ROUTES } from "../../shared/page-routes";

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string>;
  search: URLSearchParams;
  user: CurrentUser | null;
}

/** What a page module exports: the component, and the data its first render needs. */
export interface PageModule {
  default: ComponentType<{ params: Record<string, string> }>;
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export interface RouteDef {
  path: string;
  load: () => Promise<PageModule>;
}

/**
 * Every page module, each its own chunk, loaded when its route is first shown. (Announcing a page's
 * chunks with modulepreload links in the HTML was tried: on a slow connection they compete with
 * the stylesheet, and Lighthouse's first paint went from 1.7 s to 2.4 s.)
 */
const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");
/**
 * The staff pages ("admin/...") are not in that glob (its "*" stops at the folder): their loaders
 * are a chunk of their own (admin-pages.ts), loaded with the first staff page, so their import list
 * and preload map stay off every visitor's first load.
 */
const ADMIN_PAGE_PREFIX = "admin/";

function pageRoute(path: string, page: string): RouteDef {
  const key = `./pages/${page}.tsx`;
  if (page.startsWith(ADMIN_PAGE_PREFIX)) {
    return {
      path,
      // With the staff catalogue (lib/i18n.ts), which the public ones leave out.
      load: () =>
        import("./admin-pages").then(({ adminPageModules, ensureStaffMessages }) => {
          const load = adminPageModules[key];
          if (!load) throw new Error(`There is no page module ${key}`);
          return Promise.all([load(), ensureStaffMessages()]).then(([page]) => page);
        }),
    };
  }
  const load = pageModules[key];
  if (!load) throw new Error(`There is no page module ${key}`);
  return { path, load };
}

/** Every screen (shared/page-routes.ts); code-split per route. The 404 fallback comes last. */
export const routes: RouteDef[] = PAGE_ROUTES.map(([path, page]) => pageRoute(path, page));

export const notFoundRoute: RouteDef = pageRoute("*", "not-found");

/** The route for a path and its parameters (wouter-style ":name" segments). */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(1);
  for (const route of routes) {
    const pattern = route.path === "/" ? [] : route.path.split("/").slice(1);
    if (pattern.length !== parts.length && !(route.path === "/" && parts.length === 0)) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((segment, index) => {
      const part = parts[index] ?? "";
      if (segment.startsWith(":")) {
        if (!part) return false;
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (ok) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
