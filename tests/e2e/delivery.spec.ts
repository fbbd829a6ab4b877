import { expect, test } from "./fixtures";

// Phones on slow connections: every page, script and stylesheet travels compressed.
test.describe("delivery", () => {
  test("pages, scripts and styles are sent compressed, assets cached for good", async ({ page }) => {
    const html = await page.request.get("/courses", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(html.status()).toBe(200);
    expect(html.headers()["content-encoding"]).toBe("br");
    expect(html.headers()["vary"]).toContain("accept-encoding");
    const body = await html.text();
    expect(body).toContain("<!doctype html>");

    const assets = [...body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of assets) {
      const response = await page.request.get(asset, { headers: { "accept-encoding": "gzip, br" } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toContain("immutable");
      // Tiny chunks are not worth compressing; the rest arrive as brotli.
      const size = (await response.body()).length;
      if (size >= 1024) expect(response.headers()["content-encoding"], asset).toBe("br");
    }

    const gzip = await page.request.get("/courses", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await gzip.text()).toBe(body);
  });
});
