import { describe, expect, it } from "vitest";
import { PROJECT_EXTENSIONS } from "../../../server/modules/uploads/file-types";
import { PROJECT_FILE_EXTENSIONS } from "../../../shared/rules/uploads";
import { PROJECT_FILE_ACCEPT } from "./project-rules";

describe("project file picker", () => {
  it("offers the extensions the server accepts, and any photo", () => {
    expect([...PROJECT_FILE_EXTENSIONS].sort()).toEqual([...PROJECT_EXTENSIONS].sort());
    expect(PROJECT_FILE_ACCEPT.split(",")).toContain("image/*");
    expect(PROJECT_FILE_ACCEPT.split(",")).toContain(".pdf");
  });
});
