/** The contract between the server and the server-rendering bundle (dist/ssr/entry-server.js). */
export interface SsrUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "student" | "instructor" | "admin";
}

export interface SsrRenderInput {
  url: string;
  origin: string;
  user: SsrUser | null;
  fetcher: (path: string) => Promise<{ status: number; statusText: string; body: string }>;
}

export interface SsrRenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  state: string;
}

export interface SsrModule {
  render(input: SsrRenderInput): Promise<SsrRenderResult>;
}
