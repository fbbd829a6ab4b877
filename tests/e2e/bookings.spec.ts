import { expect, expectNoAxeViolations, registerStudent, test } from "./fixtures";

/** A whole hour some days ahead, in UTC. */
function slot(daysAhead: number) {
  const date = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  date.setUTCHours(16, 0, 0, 0);
  return date.toISOString();
}

test.describe("a student's upcoming sessions on the dashboard", () => {
  test("can be added to a calendar and cancelled", async ({ page }) => {
    await registerStudent(page);
    const mentors = (await (await page.request.get("/api/mentors/available")).json()) as { id: string; name: string }[];
    const mentor = mentors[mentors.length - 1]!;
    const booked = await page.request.post(`/api/mentors/${mentor.id}/book`, {
      data: { scheduledAt: slot(5), duration: 30, topic: "Apprenticeship applications" },
    });
    expect(booked.status()).toBe(201);
    const booking = (await booked.json()) as { id: string };

    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Mentorship" }).click();
    const calendar = page.getByRole("link", { name: "Add to Calendar" });
    await expect(calendar).toHaveAttribute("href", `/api/user/mentor-bookings/${booking.id}/calendar.ics`);
    const ics = await page.request.get(`/api/user/mentor-bookings/${booking.id}/calendar.ics`);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain(`SUMMARY:Mentorship session with ${mentor.name}`);

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel Session" }).click();
    await expect(page.getByText("Session Cancelled").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to Calendar" })).toHaveCount(0);
    const bookings = (await (await page.request.get("/api/user/mentor-bookings")).json()) as {
      id: string;
      status: string;
    }[];
    expect(bookings.find((entry) => entry.id === booking.id)?.status).toBe("cancelled");
  });
});
