import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  hydrating,
  registerStudent,
  signInAsStaff,
  test,
  waitForHydration,
} from "./fixtures";
import { clippedTexts, sidewaysScroll, TEXT_SPACING_CSS } from "./support/layout";
import { linkIn, mailsTo, waitForMail } from "./support/mailbox.js";

/*
 * A mentor session's life on the screens (issue 26): an admin invites a mentor from /admin/mentors,
 * who signs up from the email and lands on /mentor; the mentor confirms a booking there and
 * proposes another time; the student accepts it on the dashboard, then declines the next proposal
 * from the email's link (/sessions/proposal), whose second use is refused; once the session has
 * started (the e2e hook moves it: no test waits for a booking's time) both see the same meeting
 * link, which neither saw days before; the mentor records it with a private note and the student
 * rates it, once.
 */

// A zone without daylight saving: the proposed wall-clock time and the stored instant line up exactly.
test.use({ timezoneId: "UTC" });

const DAY = 86_400_000;

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** A signed-in page of its own, in another browser context (the mentor's phone, the admin's desk). */
async function newPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ timezoneId: "UTC", baseURL });
  return { context, page: hydrating(await context.newPage()) };
}

interface StudentBooking {
  id: string;
  scheduledAt: string;
  confirmedAt: string | null;
  status: string;
  pendingProposal: { id: string; scheduledAt: string } | null;
  rating: { score: number; comment: string | null } | null;
}

async function ownBooking(page: Page, id: string): Promise<StudentBooking> {
  const response = await page.request.get("/api/user/mentor-bookings");
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as StudentBooking[]).find((booking) => booking.id === id);
  expect(found, `booking ${id} in the student's list`).toBeDefined();
  return found!;
}

test("a mentor confirms and proposes, the student answers on the dashboard and by email, then the session is recorded and rated", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people, a dozen screens, six accessibility scans and two emails.
  test.slow();
  const name = `Omar Sessions ${Date.now()}`;
  const topic = `Framing a wall ${Date.now()}`;

  // The admin makes the profile and, on /admin/mentors, invites an address that has no account yet.
  const admin = await newPerson(browser, baseURL);
  await signInAsStaff(admin.page, "admin");
  const created = await admin.page.request.post("/api/admin/mentors", {
    data: { name, title: "Carpenter", bio: "Framing, roofs and stairs for thirty years.", expertise: ["Framing"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mentorId = ((await created.json()) as { id: string }).id;
  const mentorEmail = `e2e-mentor-${Date.now()}-${process.pid}@example.org`;
  await visit(admin.page, "/admin/mentors");
  const row = admin.page.getByRole("listitem").filter({ has: admin.page.getByRole("heading", { name }) });
  await row.getByLabel("Link an account by email").fill(mentorEmail);
  await row.getByRole("button", { name: "Link or invite" }).click();
  await expect(row.getByText(mentorEmail)).toBeVisible();

  // The invitation's link leads to sign-up; the new account is the mentor's and lands on /mentor.
  const mentor = await newPerson(browser, baseURL);
  const invitation = await waitForMail(mentorEmail, "You are invited to mentor at Trade Skills Academy");
  await mentor.page.goto(linkIn(invitation, `${baseURL}/`));
  const signUp = mentor.page.getByRole("form", { name: "Create account" });
  await expect(signUp.getByRole("button", { name: "Create account" })).toBeEnabled();
  await signUp.getByLabel("First name").fill("Omar");
  await signUp.getByLabel("Email").fill(mentorEmail);
  await signUp.getByLabel("Password", { exact: true }).fill("sturdy-oak-workbench-42");
  await signUp.getByRole("button", { name: "Create account" }).click();
  await expect(mentor.page).toHaveURL(/\/mentor$/);
  await expect(mentor.page.getByRole("heading", { level: 1, name: `Hello, ${name}` })).toBeVisible();

  // A student books a session in three days at 10:00 UTC.
  const student = await registerStudent(page, "Lena");
  const start = new Date(Math.ceil((Date.now() + 3 * DAY) / DAY) * DAY + 10 * 3_600_000);
  const booked = await page.request.post(`/api/mentors/${mentorId}/book`, {
    data: { scheduledAt: start.toISOString(), duration: 60, topic },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { id: string }).id;

  // The mentor confirms it on /mentor. Days before the start, the meeting link is not shown yet.
  await visit(mentor.page, "/mentor");
  const card = mentor.page.getByRole("listitem").filter({ hasText: topic });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Join meeting" })).toHaveCount(0);
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(mentor.page.getByText("Session confirmed").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm" })).toBeHidden();
  await expectNoAxeViolations(mentor.page);
  expect((await ownBooking(page, bookingId)).confirmedAt).not.toBeNull();

  // ...then proposes the next day at 15:30, with a message. A time in the past is refused first.
  await card.getByRole("button", { name: "Propose another time" }).click();
  const dialog = mentor.page.getByRole("dialog", { name: "Propose another time" });
  await expect(dialog).toBeVisible();
  const when = dialog.getByLabel("New date and time");
  // The field starts a day after the session, in the mentor's zone.
  await expect(when).toHaveValue(new Date(start.getTime() + DAY).toISOString().slice(0, 16));
  await when.fill("2020-01-01T10:00");
  await dialog.getByRole("button", { name: "Send proposal" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(mentor.page);
  const proposed = new Date(start.getTime() + DAY + 5.5 * 3_600_000);
  await when.fill(proposed.toISOString().slice(0, 16));
  await dialog.getByLabel("Message (optional)").fill("My van is in the shop that morning.");
  await dialog.getByRole("button", { name: "Send proposal" }).click();
  await expect(dialog).toBeHidden();
  await expect(mentor.page.getByText("New time proposed").first()).toBeVisible();
  await expect(card.getByText("Proposed time")).toBeVisible();

  // The student sees the proposal on the dashboard's Mentorship tab and accepts it.
  await visit(page, "/dashboard");
  await page.getByRole("tab", { name: "Mentorship" }).click();
  const session = page.getByRole("listitem").filter({ hasText: name }).filter({ hasText: topic });
  await expect(session.getByText(`${name} proposed another time:`)).toBeVisible();
  await expect(session.getByRole("link", { name: "Join meeting" })).toHaveCount(0);
  await expect(session.getByText("My van is in the shop that morning.")).toBeVisible();
  await expectNoAxeViolations(page);
  await session.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("New time accepted").first()).toBeVisible();
  await expect(session.getByText(`${name} proposed another time:`)).toBeHidden();
  const accepted = await ownBooking(page, bookingId);
  expect(new Date(accepted.scheduledAt).getTime()).toBe(proposed.getTime());
  expect(accepted.pendingProposal).toBeNull();

  // A second proposal, answered from the email's Decline link, which works once.
  const again = await mentor.page.request.post(`/api/mentor/sessions/${bookingId}/propose`, {
    data: { scheduledAt: new Date(proposed.getTime() + DAY).toISOString(), message: "" },
  });
  expect(again.status(), await again.text()).toBe(200);
  // The second email of this subject (the first one's link was for the proposal already accepted).
  const subject = `${name} proposes another time for your session`;
  await expect
    .poll(async () => (await mailsTo(student.email)).filter((mail) => mail.subject === subject).length)
    .toBe(2);
  const mail = (await mailsTo(student.email)).filter((sent) => sent.subject === subject)[1]!;
  const declineLink = linkIn(mail, `${baseURL}/sessions/proposal?token=`);
  expect(declineLink).toContain("answer=");
  const decline = declineLink.replace(/answer=accept/, "answer=decline");
  await visit(page, decline);
  await expect(page.getByRole("heading", { level: 1, name: "Decline the new time?" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Decline the new time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New time declined" })).toBeVisible();
  await expect(page.getByText("Your session keeps its time. Your mentor has been told.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(new Date((await ownBooking(page, bookingId)).scheduledAt).getTime()).toBe(proposed.getTime());
  await visit(page, decline);
  await page.getByRole("button", { name: "Decline the new time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Link Not Valid" })).toBeVisible();
  await expect(
    page.getByText("This proposal has already been answered. Your dashboard shows your session's time."),
  ).toBeVisible();

  // The session starts (the hook moves it to a minute ago): both see Join meeting; the mentor records it.
  const started = await admin.page.request.post(`/api/e2e/mentor-bookings/${bookingId}/started`);
  expect(started.status(), await started.text()).toBe(200);
  await visit(mentor.page, "/mentor");
  await expect(card.getByRole("link", { name: "Join meeting" })).toHaveAttribute("href", /^https:\/\//);
  const meetingLink = (await card.getByRole("link", { name: "Join meeting" }).getAttribute("href"))!;
  await expect(card.getByRole("button", { name: "Propose another time" })).toBeHidden();
  await card.getByRole("button", { name: "Mark completed" }).click();
  const record = mentor.page.getByRole("dialog", { name: "Mark completed" });
  await record.getByLabel("Private note (optional)").fill("Lena framed the test wall square on the first try.");
  await expectNoAxeViolations(mentor.page);
  await record.getByRole("button", { name: "Mark completed" }).click();
  await expect(record).toBeHidden();
  await expect(mentor.page.getByText("Session recorded").first()).toBeVisible();
  await expect(card.getByText("Lena framed the test wall square on the first try.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Mark completed" })).toBeHidden();

  // The student rates it from the dashboard's history: a choice is required, then once only.
  await visit(page, "/dashboard");
  await page.getByRole("tab", { name: "Mentorship" }).click();
  const past = page
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ has: page.getByText("Completed") });
  // Within the session's time the student has the same link as the mentor.
  await expect(past.getByRole("link", { name: "Join meeting" })).toHaveAttribute("href", meetingLink);
  await past.getByRole("button", { name: "Rate this session" }).click();
  await past.getByRole("button", { name: "Send rating" }).click();
  await expect(past.getByText("Choose from 1 to 5 stars")).toBeVisible();
  await expectNoAxeViolations(page);
  // The star is what a finger taps: the radio inside it is visually hidden.
  const four = past.getByRole("radio", { name: "4 of 5" });
  await four.locator("xpath=ancestor::label").click();
  await expect(four).toBeChecked();
  await past.getByLabel("Comment (optional)").fill("Patient and clear.");
  await past.getByRole("button", { name: "Send rating" }).click();
  await expect(page.getByText("Thank you for rating this session").first()).toBeVisible();
  await expect(past.getByText("Your rating:")).toBeVisible();
  await expect(past.getByRole("button", { name: "Rate this session" })).toBeHidden();
  expect((await ownBooking(page, bookingId)).rating).toMatchObject({ score: 4 });

  // The mentor sees the rating, and the public profile counts the session with it.
  await visit(mentor.page, "/mentor");
  await expect(card.getByText("4 of 5")).toBeVisible();
  await expect
    .poll(async () => {
      const listed = (await (await page.request.get("/api/mentors")).json()) as {
        id: string;
        sessionCount: number;
        rating: string;
      }[];
      const profile = listed.find((entry) => entry.id === mentorId);
      return profile && { sessionCount: profile.sessionCount, rating: Number(profile.rating) };
    })
    .toEqual({ sessionCount: 1, rating: 4 });
  await mentor.context.close();
  await admin.context.close();
});

/** A dialog's box stays inside the phone's screen (a fixed box never makes the page scroll). */
async function dialogOutside(page: Page, name: string) {
  const box = await page.getByRole("dialog", { name }).boundingBox();
  const width = page.viewportSize()!.width;
  return box && (box.x < 0 || box.x + box.width > width + 0.5) ? `${name}: x ${box.x}, width ${box.width}` : null;
}

test("/mentor on a 320 px phone, in English and Spanish: the sessions and each of their dialogs, whole and accessible @phone", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two languages, two sessions, four dialogs: a scan and a reflow check each.
  test.slow();
  const name = `Maximiliano-Alejandro Fernández ${Date.now()}`;
  const admin = await newPerson(browser, baseURL);
  await signInAsStaff(admin.page, "admin");
  const created = await admin.page.request.post("/api/admin/mentors", {
    data: { name, title: "Electrician", bio: "Wiring and panels.", expertise: ["Residential wiring"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mentorId = ((await created.json()) as { id: string }).id;

  // The mentor's account, linked by the admin; signed in again to carry the new role.
  const mentor = await newPerson(browser, baseURL);
  const person = await registerStudent(mentor.page, "Maximiliano");
  const linked = await admin.page.request.put(`/api/admin/mentors/${mentorId}/account`, {
    data: { email: person.email },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const signedIn = await mentor.page.request.post("/api/auth/login", {
    data: { email: person.email, password: person.password },
  });
  expect(signedIn.status()).toBe(200);

  // A student books one session in three days and one that the hook starts.
  await registerStudent(page, "Lena");
  const topics = [`Rewiring an old kitchen panel safely ${Date.now()}`, `Grounding a garage ${Date.now()}`];
  const ids: string[] = [];
  for (const [index, topic] of topics.entries()) {
    const start = new Date(Math.ceil((Date.now() + (3 + index) * DAY) / DAY) * DAY + 10 * 3_600_000);
    const booked = await page.request.post(`/api/mentors/${mentorId}/book`, {
      data: { scheduledAt: start.toISOString(), duration: 60, topic },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    ids.push(((await booked.json()) as { id: string }).id);
  }
  const started = await admin.page.request.post(`/api/e2e/mentor-bookings/${ids[1]}/started`);
  expect(started.status(), await started.text()).toBe(200);

  const labels = {
    en: { propose: "Propose another time", cancel: "Cancel", completed: "Mark completed", noShow: "No-show" },
    es: {
      propose: "Proponer otro horario",
      cancel: "Cancelar",
      completed: "Marcar como completada",
      noShow: "No se presentó",
    },
  };
  const problems: string[] = [];
  for (const locale of ["en", "es"] as const) {
    await mentor.context.addCookies([{ name: "tsa_locale", value: locale, url: baseURL! }]);
    expect((await mentor.page.request.put("/api/user/locale", { data: { locale } })).status()).toBe(200);
    await mentor.page.setViewportSize({ width: 320, height: 720 });
    await visit(mentor.page, "/mentor");
    await expect(mentor.page.locator("html")).toHaveAttribute("lang", locale);
    const upcoming = mentor.page.getByRole("listitem").filter({ hasText: topics[0] });
    const running = mentor.page.getByRole("listitem").filter({ hasText: topics[1] });
    await expect(upcoming.getByRole("button", { name: labels[locale].propose })).toBeVisible();
    await expect(running.getByRole("button", { name: labels[locale].completed })).toBeVisible();
    if (locale === "en") {
      // Started without a confirmation: no longer waiting for one.
      await expect(upcoming.getByText("Awaiting your confirmation")).toBeVisible();
      await expect(running.getByText("Scheduled", { exact: true })).toBeVisible();
      await expect(running.getByText("Awaiting your confirmation")).toHaveCount(0);
    }
    const page320 = await sidewaysScroll(mentor.page);
    if (page320) problems.push(`${locale} /mentor at 320 px scrolls sideways: ${page320}`);
    await expectNoAxeViolations(mentor.page);

    // Each dialog, opened from its card: inside the screen, accessible, closed with Esc.
    const dialogs = [
      [upcoming, labels[locale].propose],
      [upcoming, labels[locale].cancel],
      [running, labels[locale].completed],
      [running, labels[locale].noShow],
    ] as const;
    for (const [card, label] of dialogs) {
      const opener = card.getByRole("button", { name: label, exact: true });
      await opener.click();
      const dialog = mentor.page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const title = (await dialog.getByRole("heading").first().textContent())!.trim();
      const outside = await dialogOutside(mentor.page, title);
      if (outside) problems.push(`${locale} /mentor at 320 px, the dialog sticks out: ${outside}`);
      const sideways = await sidewaysScroll(mentor.page);
      if (sideways) problems.push(`${locale} /mentor at 320 px with "${title}" open scrolls sideways: ${sideways}`);
      await expectNoAxeViolations(mentor.page);
      await mentor.page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }

    // Text spacing at 390 px clips nothing on the page.
    await mentor.page.setViewportSize({ width: 390, height: 844 });
    const spacing = await mentor.page.addStyleTag({ content: TEXT_SPACING_CSS });
    for (const clipped of await clippedTexts(mentor.page))
      problems.push(`${locale} /mentor text spacing at 390 px clips ${clipped}`);
    await spacing.evaluate((element) => (element as Element).remove());
  }
  expect(problems).toEqual([]);
  await mentor.context.close();
  await admin.context.close();
});
