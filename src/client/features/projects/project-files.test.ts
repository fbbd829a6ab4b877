import { describe, expect, it } from "vitest";
import { PROJECT_EXTENSIONS } from "../../../server/modules/projects/file-types";
import { PROJECT_FILE_ACCEPT, PROJECT_FILE_EXTENSIONS } from "./project-rules";

describe("project file picker", () => {
  it("offers the extensions the server accepts, and any photo", () => {
    expect([...PROJECT_FILE_EXTENSIONS].sort()).toEqual([...PROJECT_EXTENSIONS].sort());
    expect(PROJECT_FILE_ACCEPT.split(",")).toContain("image/*");
    expect(PROJECT_FILE_ACCEPT.split(",")).toContain(".pdf");
  });
});
