/**
 * Query options for the staff and admin APIs. As in lib/queries, the key's parts joined with
 * "/" are the URL; list filters travel in the query string of the first part.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AdminBooking, AdminMentor, BookingStatus } from "../../shared/contracts/mentors";
import type { AdminDonation } from "../../shared/contracts/donations";
import type { AdminUser } from "../../shared/contracts/users";
import type { StaffSubmission } from "../../shared/contracts/projects";
import type { Role } from "../../shared/contracts/auth";
import type { AdminEmailDetail, AdminEmailsResponse } from "../../shared/contracts/email";
import type { EmailStatus } from "../../shared/rules/email";
import type { NewsletterSend, NewsletterSendDetail, NewsletterSubscriber } from "../../shared/contracts/newsletter";
import type { SitePageSummary } from "../../shared/contracts/site-pages";
import type { AdminCertificate, CertificateStatusFilter } from "../../shared/contracts/credentials";
import type { Wire, WireBlogPost, WireSitePage, WireStory } from "./queries";

export type WireStaffSubmission = Wire<StaffSubmission>;
export type WireAdminUser = Wire<AdminUser>;
export type WireAdminDonation = Wire<AdminDonation>;
export type WireAdminBooking = Wire<AdminBooking>;
/** A mentor with the staff-only email address booking notices go to. */
export type WireMentor = Wire<AdminMentor>;
export type { BookingStatus, Role, WireBlogPost, WireStory };
export type WireSubscriber = Wire<NewsletterSubscriber>;
export type WireNewsletterSend = Wire<NewsletterSend>;
export type WireNewsletterSendDetail = Wire<NewsletterSendDetail>;
export type WireAdminEmails = Wire<AdminEmailsResponse>;
export type WireAdminEmail = WireAdminEmails["emails"][number];
export type WireAdminEmailDetail = Wire<AdminEmailDetail>;
export type WireSitePageSummary = Wire<SitePageSummary>;
export type WireAdminCertificate = Wire<AdminCertificate>;
export type { CertificateStatusFilter };
export type { EmailStatus };

export type QueueStatus = "pending" | "needs_revision" | "approved" | "all";
export const QUEUE_STATUSES: readonly QueueStatus[] = ["pending", "needs_revision", "approved", "all"];

export interface UserFilters {
  search?: string;
  role?: Role;
}

export interface BookingFilters {
  status?: BookingStatus;
  /** ISO instants: sessions starting at or after `from` and before `to`. */
  from?: string;
  to?: string;
}

/** "?a=1&b=2" for the defined, non-empty values, or "" when there are none. */
export function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const options = <T>(queryKey: string[]) => queryOptions<T>({ queryKey });

export const SUBMISSIONS_URL = "/api/staff/submissions";

export const adminQueries = {
  submissions: (status: QueueStatus) =>
    options<WireStaffSubmission[]>([`${SUBMISSIONS_URL}${queryString({ status })}`]),
  submission: (id: string) => options<WireStaffSubmission>([SUBMISSIONS_URL, id]),
  blog: () => options<WireBlogPost[]>(["/api/admin/blog"]),
  mentors: () => options<WireMentor[]>(["/api/admin/mentors"]),
  stories: () => options<WireStory[]>(["/api/admin/success-stories"]),
  users: (filters: UserFilters) =>
    options<WireAdminUser[]>([`/api/admin/users${queryString({ search: filters.search, role: filters.role })}`]),
  donations: () => options<WireAdminDonation[]>(["/api/admin/donations"]),
  subscribers: () => options<WireSubscriber[]>(["/api/admin/newsletter/subscribers"]),
  /** Every send, or a post's sends (newest first). */
  newsletterSends: (postId?: string) =>
    options<WireNewsletterSend[]>([`/api/admin/newsletter/sends${queryString({ postId })}`]),
  newsletterSend: (id: string) => options<WireNewsletterSendDetail>(["/api/admin/newsletter/sends", id]),
  /** One page of the outbox, newest first: after `afterId` (the previous page's last message). */
  emails: (status?: EmailStatus, afterId?: string) =>
    options<WireAdminEmails>([`/api/admin/emails${queryString({ status, afterId })}`]),
  email: (id: string) => options<WireAdminEmailDetail>(["/api/admin/emails", id]),
  sitePages: () => options<WireSitePageSummary[]>(["/api/admin/pages"]),
  /** Certificates by id, student or course (issue 25); "all" statuses is the default, left out. */
  certificates: (search?: string, status?: CertificateStatusFilter) =>
    options<WireAdminCertificate[]>([
      `/api/admin/certificates${queryString({ search, status: status === "all" ? undefined : status })}`,
    ]),
  sitePage: (slug: string) => options<WireSitePage>(["/api/admin/pages", slug]),
  bookings: (filters: BookingFilters) =>
    options<WireAdminBooking[]>([`/api/admin/bookings${queryString({ ...filters })}`]),
};
