export * from "./users.js";
export * from "./catalog.js";
export * from "./learning.js";
export * from "./mentors.js";
export * from "./community.js";
export * from "./uploads.js";
export * from "./email.js";
export * from "./videos.js";
