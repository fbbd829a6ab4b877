import { expect, expectNoAxeViolations, test, withPublicFiguresLock } from "./fixtures";

test.describe("home page for visitors", () => {
  test("shows the hero, figures, featured courses, two mentors, three posts and the donation tiers", async ({
    page,
  }) => {
    // The spec's fixed figures: while no other test has switched them to live ones (public-figures.spec.ts).
    await withPublicFiguresLock(async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Nonprofit Organization", { exact: true })).toBeVisible();
      for (const [value, label] of [
        ["2,847", "Students Served"],
        ["1,250", "Skills Certified"],
        ["892", "Job Placements"],
        ["100%", "Success Rate"],
        ["96%", "Graduation Rate"],
        ["89%", "Job Placement"],
        ["$48k", "Average Starting Salary"],
        ["15,000+", "Mentor Hours"],
      ] as const) {
        const figure = page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
        await expect(figure).toContainText(value);
      }
    });

    const featured = (await (await page.request.get("/api/courses/featured")).json()) as { title: string }[];
    const coursesSection = page.getByRole("region", { name: "Featured Courses" });
    for (const course of featured) {
      await expect(coursesSection.getByRole("heading", { name: course.title })).toBeVisible();
    }

    const mentors = (await (await page.request.get("/api/mentors/available")).json()) as { name: string }[];
    const mentorSection = page.getByRole("region", { name: "Learn From People Who've Been There" });
    await expect(mentorSection.getByRole("heading", { level: 3 })).toHaveCount(2);
    for (const mentor of mentors.slice(0, 2)) {
      await expect(mentorSection.getByRole("heading", { name: mentor.name })).toBeVisible();
    }
    await expect(mentorSection.getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/mentorship");

    const posts = (await (await page.request.get("/api/blog")).json()) as { title: string; isPublished: boolean }[];
    const updates = page.getByRole("region", { name: "Latest Updates" });
    await expect(updates.getByRole("heading", { level: 3 })).toHaveCount(3);
    for (const post of posts.filter((item) => item.isPublished).slice(0, 3)) {
      await expect(updates.getByRole("heading", { name: post.title })).toBeVisible();
    }
    await expect(updates.getByRole("link", { name: "View All Posts" })).toHaveAttribute("href", "/blog");

    const donate = page.getByRole("region", { name: "Help a Young Person Build a Future" });
    await expect(donate.getByText("$25")).toBeVisible();
    await expect(donate.getByText("Course materials for one student")).toBeVisible();
    await expect(donate.getByText("$100")).toBeVisible();
    await expect(donate.getByText("One month of mentorship")).toBeVisible();
    await expect(donate.getByText("$500")).toBeVisible();
    await expect(donate.getByText("A full certification program")).toBeVisible();
    await expect(donate.getByRole("link", { name: "Become a Partner" })).toHaveAttribute("href", "/donate#partners");

    await expectNoAxeViolations(page);
  });

  test("'Start Learning' scrolls to the featured courses", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Featured Courses" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Start Learning" }).click();
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(heading).toBeInViewport();
  });

  test("'Support Our Mission' and 'Donate Now' open the donation dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Support Our Mission" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Donate Now" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("'View All Courses' goes to the catalog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View All Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Explore Our Courses" })).toBeVisible();
  });

  test("home page at phone width has no sideways scrolling @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Start Learning" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("home page for signed-in students", () => {
  test("welcomes the student back and lists their courses to continue", async ({ page, student }) => {
    const courses = (await (await page.request.get("/api/courses")).json()) as {
      id: string;
      title: string;
      isFree: boolean;
    }[];
    const course = courses.find((item) => item.isFree)!;
    expect((await page.request.post(`/api/courses/${course.id}/enroll`)).ok()).toBe(true);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    await expect(quickLinks.getByRole("link", { name: /Dashboard/ })).toHaveAttribute("href", "/dashboard");
    await expect(quickLinks.getByRole("link", { name: /Mentorship/ })).toHaveAttribute("href", "/mentorship");

    const continueSection = page.getByRole("region", { name: "Continue Learning" });
    await expect(continueSection.getByRole("heading", { name: course.title })).toBeVisible();
    await expect(continueSection.getByRole("progressbar", { name: `${course.title} progress` })).toBeVisible();
    await expect(continueSection.getByText("0%")).toBeVisible();
    await expectNoAxeViolations(page);

    await continueSection.getByRole("link", { name: /Continue/ }).click();
    await expect(page).toHaveURL(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
  });

  test("a new student is invited to start a first course", async ({ page, student }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Welcome back, ${student.firstName}!` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You haven't started a course yet" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Courses" }).getByRole("article").first()).toBeVisible();
  });
});
