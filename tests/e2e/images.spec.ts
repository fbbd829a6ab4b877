import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, expectNoAxeViolations, hydrating, test } from "./fixtures";

// Service workers on (playwright.config.ts blocks them for specs not about them).
test.use({ serviceWorkers: "allow" });

/**
 * Responsive images (issue 11) at 360 px. The seeded pictures are SVGs, which stay plain <img>s;
 * the first and last courses of the catalog get an uploaded JPEG, as staff upload them, so the
 * list shows <picture>s over the variants made after the upload.
 */
// One upload of the two photos serves all three tests.
test.describe.configure({ mode: "serial" });

interface CatalogCourse {
  id: string;
  title: string;
  imageUrl: string | null;
}

async function photo(hue: string) {
  return sharp({ create: { width: 1000, height: 563, channels: 3, background: hue } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1000" height="563"><rect x="300" y="150" width="400" height="260" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Gives the first and last courses an uploaded photo (once: a test that finds them done skips it). */
async function withUploadedImages(request: APIRequestContext): Promise<CatalogCourse[]> {
  const courses = (await (await request.get("/api/courses")).json()) as CatalogCourse[];
  const chosen = [courses[0]!, courses[courses.length - 1]!];
  if (chosen.every((course) => course.imageUrl?.startsWith("/api/uploads/"))) return courses;
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
  for (const [index, course] of chosen.entries()) {
    if (course.imageUrl?.startsWith("/api/uploads/")) continue;
    const response = await request.post(`/api/staff/courses/${course.id}/image`, {
      multipart: {
        file: {
          name: `cover-${index}.jpg`,
          mimeType: "image/jpeg",
          buffer: await photo(index ? "#2a6f97" : "#b5542c"),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    course.imageUrl = ((await response.json()) as { imageUrl: string }).imageUrl;
    // The variants are made after the upload; the page works before, but the look is checked with them.
    const variant = `${course.imageUrl.replace(/\.jpg$/, "")}-320.avif`;
    await expect
      .poll(async () => (await request.get(variant)).headers()["content-type"], { timeout: 60_000 })
      .toBe("image/avif");
  }
  return courses;
}

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function pictureOf(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => {
    const picture = img.parentElement as HTMLElement;
    return {
      parent: picture.tagName,
      sources: Array.from(picture.querySelectorAll("source")).map((source) => ({
        type: source.type,
        srcset: source.srcset,
      })),
      srcset: img.srcset,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.loading,
      fetchPriority: img.getAttribute("fetchpriority"),
      sizes: img.sizes,
    };
  });
}

test("the course list's images are pictures in AVIF and WebP, sized, lazy below the fold @phone", async ({
  page,
  request,
}) => {
  const courses = await withUploadedImages(request);
  const [first, last] = [courses[0]!, courses[courses.length - 1]!];
  await page.goto("/courses");

  const top = await pictureOf(card(page, first.title).locator("img").first());
  const base = first.imageUrl!.replace(/\.jpg$/, "");
  expect(top.parent).toBe("PICTURE");
  expect(top.sources).toEqual([
    { type: "image/avif", srcset: expect.stringContaining(`-320.avif 320w`) },
    { type: "image/webp", srcset: expect.stringContaining(`-1200.webp 1200w`) },
  ]);
  expect(top.sources[0]!.srcset.split(", ")).toHaveLength(4);
  expect(decodeURI(top.srcset)).toContain(`${base}-768.jpg 768w`);
  expect([top.width, top.height]).toEqual(["640", "360"]);
  expect(top.sizes).toContain("100vw");
  // The first card is the page's main image: loaded at once, first.
  expect(top.loading).toBe("eager");
  expect(top.fetchPriority).toBe("high");

  const bottom = await pictureOf(card(page, last.title).locator("img").first());
  expect(bottom.parent).toBe("PICTURE");
  expect(bottom.loading).toBe("lazy");
  expect(bottom.fetchPriority).toBeNull();

  // Every card's image has its size set; the SVGs stay plain images.
  const images = page.getByRole("main").locator("article img");
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
  }
  // On a phone the browser takes a narrow variant in a modern format.
  const firstImage = card(page, first.title).locator("img").first();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(320|480|768|1200)\.avif$/);
  await card(page, first.title).screenshot({ path: test.info().outputPath("course-card-360.png") });
  await page.screenshot({ path: test.info().outputPath("courses-360.png"), fullPage: true });
});

test("Data saver on the dashboard: smaller images, and it survives a reload @phone", async ({
  page,
  request,
  student,
}) => {
  const courses = await withUploadedImages(request);
  const first = courses[0]!;
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${student.firstName}!` })).toBeVisible();
  const saver = page.getByRole("switch", { name: "Data saver" });
  await expect(saver).toHaveAttribute("aria-checked", "false");
  await expect(saver).toHaveAccessibleDescription("Loads smaller images and no video previews");
  await saver.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await saver.click();
  await expect(saver).toHaveAttribute("aria-checked", "true");
  await page.locator("section", { has: saver }).screenshot({ path: test.info().outputPath("data-saver-360.png") });

  await page.goto("/courses");
  const image = card(page, first.title).locator("img").first();
  const small = await pictureOf(image);
  for (const srcset of [small.sources[0]!.srcset, small.sources[1]!.srcset, small.srcset]) {
    expect(srcset.split(", ").map((candidate) => candidate.split(" ").pop())).toEqual(["320w", "480w"]);
  }
  await page.reload();
  expect((await pictureOf(image)).sources[0]!.srcset).not.toContain("768w");

  await page.goto("/dashboard");
  await expect(saver).toHaveAttribute("aria-checked", "true");
  await saver.click();
  await expect(saver).toHaveAttribute("aria-checked", "false");
  await page.goto("/courses");
  expect((await pictureOf(image)).sources[0]!.srcset).toContain("1200w");
});

test("a browser that sends Save-Data gets the smaller images, and the page says it varies by it @phone", async ({
  browser,
  request,
}) => {
  const courses = await withUploadedImages(request);
  const context = await browser.newContext({
    extraHTTPHeaders: { "Save-Data": "on" },
    viewport: { width: 360, height: 780 },
    // Playwright adds extraHTTPHeaders to the page's requests, not to the service worker's fetches
    // (a browser in data-saver mode adds Save-Data to both): without the worker, every page
    // request carries the header, as it would from such a browser.
    serviceWorkers: "block",
  });
  // Each goto waits for the page to hydrate, as the fixture's page does.
  const page = hydrating(await context.newPage());
  const response = await page.goto("/courses");
  expect(response!.headers()["vary"]).toContain("save-data");
  const small = await pictureOf(card(page, courses[0]!.title).locator("img").first());
  expect(small.sources[0]!.srcset).not.toContain("768w");
  expect(small.sources[0]!.srcset).toContain("480w");
  // The home page's decorative pictures are left out.
  await page.goto("/");
  await expect(page.getByRole("img", { name: "A handsaw cutting a plank on a workbench" })).toBeVisible();
  // The hero's decoration, not a featured course's card, which may show the same picture.
  await expect(page.locator('img[src="/images/courses/urban-gardening.svg"]:not(article img)')).toHaveCount(0);
  await context.close();
});
