/** The contract between the server and the server-rendering bundle (dist/ssr/entry-server.js). */
export interface SsrUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "student" | "instructor" | "admin" | "mentor";
}

/** Settings of the deployment that pages show; they travel in the page's state. */
export interface SiteSettings {
  /** The academy's contact address (CONTACT_EMAIL). */
  contactEmail: string;
  /** The server's year at render (UTC): the footer's "© 2023–{year}", the same on both sides. */
  year: number;
  /** The site's public origin (PUBLIC_URL): addresses that leave the site, such as a certificate's, the same on both sides. */
  publicOrigin?: string;
}

export interface SsrRenderInput {
  url: string;
  origin: string;
  user: SsrUser | null;
  settings: SiteSettings;
  /** "Data saver" (src/shared/rules/data-saver.ts): the request's cookie or Save-Data header. */
  dataSaver?: boolean;
  /** The page's language (src/shared/rules/locale.ts). */
  locale?: "en" | "es";
  fetcher: (path: string) => Promise<{ status: number; statusText: string; body: string }>;
}

export interface SsrRenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  state: string;
  /** The messages the render used (src/client/lib/i18n.ts), JSON for a script element. */
  messages?: string;
}

export interface SsrModule {
  render(input: SsrRenderInput): Promise<SsrRenderResult>;
}
