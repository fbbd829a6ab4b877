import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { later } from "./later";

/** The HTML the server sends for an element, once every part's code has come. */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let text = "";
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

describe("later", () => {
  it("hands the part every prop it was given, whatever their names", async () => {
    // A reset link's form takes `token` (the link's); the part's own bookkeeping must not take it.
    const Part = later(async () => ({ token, label }: { token: string; label: string }) => (
      <p>
        {label}: {token}
      </p>
    ));
    expect(await html(<Part token="link-token" label="Reset" />)).toBe(
      "<!--$--><p>Reset<!-- -->: <!-- -->link-token</p><!--/$-->",
    );
  });
});
