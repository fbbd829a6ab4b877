import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { CurrentUser } from "../../shared/contracts/auth";

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

/** Every screen; code-split per route. Order matters only for the 404 fallback (last). */
export const routes: RouteDef[] = [
  { path: "/", load: () => import("./pages/home") },
  { path: "/courses", load: () => import("./pages/courses") },
  { path: "/courses/:id", load: () => import("./pages/course-detail") },
  { path: "/lessons/:id", load: () => import("./pages/lesson") },
  { path: "/quiz/:id", load: () => import("./pages/quiz") },
  { path: "/project/:id", load: () => import("./pages/project") },
  { path: "/mentorship", load: () => import("./pages/mentorship") },
  { path: "/blog", load: () => import("./pages/blog") },
  { path: "/blog/:id", load: () => import("./pages/blog-post") },
  { path: "/success-stories", load: () => import("./pages/success-stories") },
  { path: "/checkout", load: () => import("./pages/checkout") },
  { path: "/donate", load: () => import("./pages/donate") },
  { path: "/dashboard", load: () => import("./pages/dashboard") },
  { path: "/login", load: () => import("./pages/login") },
  { path: "/certificates/:certId", load: () => import("./pages/certificate") },
  { path: "/admin", load: () => import("./pages/admin/index") },
  { path: "/admin/courses", load: () => import("./pages/admin/courses") },
  { path: "/admin/courses/:id", load: () => import("./pages/admin/course-editor") },
  { path: "/admin/reviews", load: () => import("./pages/admin/reviews") },
  { path: "/admin/reviews/:id", load: () => import("./pages/admin/review") },
  { path: "/admin/blog", load: () => import("./pages/admin/blog") },
  { path: "/admin/mentors", load: () => import("./pages/admin/mentors") },
  { path: "/admin/stories", load: () => import("./pages/admin/stories") },
  { path: "/admin/users", load: () => import("./pages/admin/users") },
  { path: "/admin/donations", load: () => import("./pages/admin/donations") },
  { path: "/admin/bookings", load: () => import("./pages/admin/bookings") },
];

export const notFoundRoute: RouteDef = { path: "*", load: () => import("./pages/not-found") };

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
