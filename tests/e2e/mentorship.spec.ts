import type { Page } from "@playwright/test";
import { allowProblems, expect, expectNoAxeViolations, registerStudent, test } from "./fixtures";
import { waitForMail } from "./support/mailbox.js";

/** Server-rendered markup is on screen before React takes it over; clicks before that are lost. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
  });
}

// A fixed zone without daylight saving time, so the ISO time the page sends can be checked exactly.
const TIME_ZONE_OFFSET_MINUTES = 330; // Asia/Kolkata, UTC+05:30
test.use({ timezoneId: "Asia/Kolkata" });

interface OwnBooking {
  scheduledAt: string;
  duration: number;
  mentor: { name: string };
}

/** The signed-in student's bookings, as the server has them. */
async function ownBookings(page: Page) {
  const response = await page.request.get("/api/user/mentor-bookings");
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnBooking[];
}

/** A slot some days ahead at a local hour: the datetime-local text to type and the ISO time it means. */
function slot(daysAhead: number, hour: number) {
  const local = new Date(Date.now() + daysAhead * 86_400_000 + TIME_ZONE_OFFSET_MINUTES * 60_000);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    input: `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:00`,
    iso: new Date(Date.UTC(year, month, day, hour) - TIME_ZONE_OFFSET_MINUTES * 60_000).toISOString(),
  };
}

/** A toast on screen, by its title (an open modal hides it from the accessibility tree, not from view). */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });

const card = (page: Page, name: string) => page.getByRole("article", { name });

async function openBooking(page: Page, mentor: string) {
  await card(page, mentor).getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book a Session with ${mentor}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("mentorship page for a visitor", () => {
  test("lists mentors with availability, at most 3 tags, and the page sections", async ({ page }) => {
    const listed = async () =>
      (await (await page.request.get("/api/mentors")).json()) as {
        name: string;
        isAvailable: boolean;
        expertise: string[];
        sessionCount: number;
      }[];
    // Other tests add mentors while this one runs: every mentor listed before the visit has its
    // card, and the page shows no more mentors than are listed after it.
    const mentors = await listed();
    await visit(page, "/mentorship");
    await expect(page.getByRole("heading", { level: 1, name: "Expert Mentorship" })).toBeVisible();
    await expect(page).toHaveTitle(/Expert Mentorship/);
    const cards = page.getByRole("article");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(mentors.length);
    expect(await cards.count()).toBeLessThanOrEqual((await listed()).length);
    for (const mentor of mentors) {
      const mentorCard = card(page, mentor.name);
      await expect(
        mentorCard.getByText(mentor.isAvailable ? "Available today" : "Next available: Tomorrow"),
      ).toBeVisible();
      await expect(mentorCard.getByText(`${mentor.sessionCount} sessions`)).toBeVisible();
      await expect(mentorCard.getByRole("list", { name: "Expertise" }).getByRole("listitem")).toHaveCount(
        Math.min(3, mentor.expertise.length),
      );
      await expect(mentorCard.getByRole("button", { name: "Book Now" })).toBeEnabled();
    }
    // Four-tag mentors lose their fourth tag.
    const marcus = mentors.find((mentor) => mentor.name === "Marcus Bell")!;
    expect(marcus.expertise.length).toBeGreaterThan(3);
    await expect(card(page, "Marcus Bell").getByText(marcus.expertise[3]!)).toHaveCount(0);
    await expect(card(page, "Marcus Bell").getByRole("img", { name: /^Rated 4 out of 5$/ })).toBeVisible();

    await expect(page.getByRole("heading", { name: "How Mentorship Works" })).toBeVisible();
    for (const step of ["Choose a Mentor", "Schedule a Session", "Meet Online", "Apply What You Learn"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // The closing call to action takes the reader back to the top.
    await page.getByRole("button", { name: "Find Your Mentor" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Book Now asks to log in, then goes to sign-in after 1 second", async ({ page }) => {
    await page.clock.install();
    await visit(page, "/mentorship");
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
    await card(page, "Rosa Delgado").getByRole("button", { name: "Book Now" }).click();
    const toast = toastWith(page, "Login Required");
    await expect(toast).toContainText("Please log in to book mentorship sessions.");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.clock.runFor(900);
    await expect(page).toHaveURL(/\/mentorship$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmentorship/);
  });
});

test.describe("booking a session", () => {
  test("the dialog's fields and defaults; Cancel closes it", async ({ page, student: _student }) => {
    await visit(page, "/mentorship");
    const dialog = await openBooking(page, "Mei Chen");
    await expect(dialog.getByLabel("Preferred Date & Time")).toHaveAttribute("type", "datetime-local");
    await expect(dialog.getByLabel("Preferred Date & Time")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const duration = dialog.getByLabel("Session Duration");
    await expect(duration).toHaveValue("60");
    await expect(duration.locator("option:checked")).toHaveText("1 hour");
    await expect(duration.locator("option")).toHaveText(["30 minutes", "1 hour", "1.5 hours", "2 hours"]);
    expect(
      await duration.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["30", "60", "90", "120"]);
    await expect(dialog.getByLabel("Session Topic")).toBeVisible();
    await expect(dialog.getByLabel("Additional Notes (Optional)")).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a past date is refused with 'Scheduled date must be in the future'", async ({ page, student: _student }) => {
    await visit(page, "/mentorship");
    const dialog = await openBooking(page, "Mei Chen");
    // Refused in the page, before any request.
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/book")) posted = true;
    });
    await dialog.getByLabel("Preferred Date & Time").fill(slot(-1, 10).input);
    await dialog.getByRole("button", { name: "Book Session" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Scheduled date must be in the future");
    await expect(dialog.getByLabel("Preferred Date & Time")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Preferred Date & Time")).toBeFocused();
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);

    // Choosing another time clears the message.
    await dialog.getByLabel("Preferred Date & Time").fill(slot(6, 9).input);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("books a session, refreshes the bookings, and books the same slot for another student", async ({
    page,
    student,
  }) => {
    const when = slot(3, 15);
    // Start on the dashboard so the bookings list is in the page's cache.
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Jordan!" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mentorship" }).click();
    const dialog = await openBooking(page, "Andre Okafor");

    await dialog.getByLabel("Preferred Date & Time").fill(when.input);
    await dialog.getByLabel("Session Duration").selectOption("90");
    await dialog.getByLabel("Session Topic").fill("Opening my first bank account");
    await dialog.getByLabel("Additional Notes (Optional)").fill("I get paid every two weeks.");

    // Hold the answer back a moment to see the pending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/mentors/*/book", async (route) => {
      await held;
      await route.continue();
    });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(["Asia/Kolkata", "Asia/Calcutta"]).toContain(zone);
    const requestPromise = page.waitForRequest((request) => request.url().includes("/book"));
    const refetched = page.waitForResponse(
      (response) => response.url().endsWith("/api/user/mentor-bookings") && response.request().method() === "GET",
    );
    await dialog.getByRole("button", { name: "Book Session" }).click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({
      scheduledAt: when.iso,
      duration: 90,
      topic: "Opening my first bank account",
      notes: "I get paid every two weeks.",
      // Beside the spec's payload: the browser's zone, for the emails' local time (Chromium's ICU
      // may name Asia/Kolkata by its older alias Asia/Calcutta).
      timeZone: zone,
    });
    await expect(dialog.getByRole("button", { name: "Booking..." })).toBeDisabled();
    release();

    const toast = toastWith(page, "Session Booked");
    await expect(toast).toContainText("Your mentorship session has been successfully booked!");
    await expect(toast).toHaveAttribute("data-variant", "default");
    await expect(dialog).toBeHidden();
    await refetched;
    const mail = await waitForMail(student.email, "Mentorship session booked with Andre Okafor");
    const local = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "Asia/Kolkata" });
    expect(mail.text).toContain(`Date and time (${zone}): ${local.format(new Date(when.iso))}`);
    expect(mail.attachments.map((file) => file.contentType)).toContain("text/calendar");

    // Opening the dialog again starts from a clean form.
    const again = await openBooking(page, "Andre Okafor");
    await expect(again.getByLabel("Preferred Date & Time")).toHaveValue("");
    await expect(again.getByLabel("Session Duration")).toHaveValue("60");
    await expect(again.getByLabel("Session Topic")).toHaveValue("");
    await expect(again.getByLabel("Additional Notes (Optional)")).toHaveValue("");
    await again.getByRole("button", { name: "Cancel" }).click();

    // The dashboard shows the new session without a reload.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("tab", { name: "Mentorship" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Andre Okafor" })).toBeVisible();

    // Another student asks for the same mentor at the same time: sessions may overlap.
    await page.unrouteAll();
    await registerStudent(page, "Sam");
    await visit(page, "/mentorship");
    const other = await openBooking(page, "Andre Okafor");
    await other.getByLabel("Preferred Date & Time").fill(when.input);
    const booked = page.waitForResponse((response) => response.url().endsWith("/book"));
    await other.getByRole("button", { name: "Book Session" }).click();
    expect((await booked).status()).toBe(201);
    const success = toastWith(page, "Session Booked");
    await expect(success).toContainText("Your mentorship session has been successfully booked!");
    await expect(success).toHaveAttribute("data-variant", "default");
    await expect(other).toBeHidden();
    expect(await ownBookings(page)).toEqual([
      expect.objectContaining({
        scheduledAt: when.iso,
        duration: 60,
        mentor: expect.objectContaining({ name: "Andre Okafor" }),
      }),
    ]);
  });

  test("a mentor who is not available today is booked all the same, without a warning", async ({
    page,
    student: _student,
  }) => {
    const when = slot(5, 11);
    await visit(page, "/mentorship");
    await expect(card(page, "Tasha Whitfield").getByText("Next available: Tomorrow")).toBeVisible();
    const dialog = await openBooking(page, "Tasha Whitfield");
    await expect(dialog.getByText(/not taking/)).toHaveCount(0);
    await dialog.getByLabel("Preferred Date & Time").fill(when.input);
    const booked = page.waitForResponse((response) => response.url().endsWith("/book"));
    await dialog.getByRole("button", { name: "Book Session" }).click();
    expect((await booked).status()).toBe(201);
    await expect(toastWith(page, "Session Booked")).toContainText(
      "Your mentorship session has been successfully booked!",
    );
    await expect(dialog).toBeHidden();
    expect(await ownBookings(page)).toEqual([
      expect.objectContaining({ scheduledAt: when.iso, mentor: expect.objectContaining({ name: "Tasha Whitfield" }) }),
    ]);
  });

  test("a refused booking: the toast is reachable over the open dialog", async ({
    page,
    problems,
    student: _student,
  }) => {
    await visit(page, "/mentorship");
    const dialog = await openBooking(page, "Tasha Whitfield");
    // The server refuses a booking only for a mentor that has gone (or an invalid body): stand in for it.
    await page.route("**/api/mentors/*/book", (route) =>
      route.fulfill({ status: 404, json: { message: "Mentor not found" } }),
    );
    await dialog.getByLabel("Preferred Date & Time").fill(slot(5, 11).input);
    await dialog.getByRole("button", { name: "Book Session" }).click();
    // The toast reads as the spec's errors do: the status, then the server's message.
    await expect(toastWith(page, "Booking Failed")).toContainText("404: Mentor not found");
    // The dialog stays open, and says why, for those who can't see the toast.
    await expect(dialog.getByRole("alert")).toHaveText("Mentor not found");

    // The dialog is still open and hides the page behind it from assistive technology, but not
    // the toast: it is found without includeHidden, in an assertive live region.
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Expert Mentorship" })).toHaveCount(0);
    const notifications = page.getByRole("region", { name: "Notifications (F8)", exact: true });
    const failure = notifications.getByRole("listitem").filter({ hasText: "Booking Failed" });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute("data-variant", "destructive");
    await expect(failure.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
    await expect(notifications.getByRole("list")).toHaveAttribute("aria-live", "assertive");
    expect(await notifications.evaluate((region) => region.closest("[aria-hidden='true']") === null)).toBe(true);
    const snapshot = await notifications.ariaSnapshot();
    expect(snapshot).toContain("Booking Failed");
    expect(snapshot).toContain("Mentor not found");

    // Dismissing the toast leaves the dialog open.
    await failure.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(failure).toHaveCount(0);
    await expect(dialog).toBeVisible();
    allowProblems(problems, /status of 404/);
  });
});

test("mentorship fits a 360 px phone, with the dialog usable @phone", async ({ page, student: _student }) => {
  await visit(page, "/mentorship");
  await expect(page.getByRole("heading", { level: 1, name: "Expert Mentorship" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const dialog = await openBooking(page, "Rosa Delgado");
  const submit = dialog.getByRole("button", { name: "Book Session" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
