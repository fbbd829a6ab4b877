import { describe, expect, it } from "vitest";
import { PROJECT_FILE_EXTENSIONS } from "../../../shared/rules/uploads";
import { PROJECT_FILE_ACCEPT } from "./project-rules";

describe("project file picker", () => {
  it("offers every extension the server accepts, and any photo", () => {
    const offered = PROJECT_FILE_ACCEPT.split(",");
    for (const extension of PROJECT_FILE_EXTENSIONS) expect(offered).toContain(`.${extension}`);
    expect(offered).toContain("image/*");
  });
});
