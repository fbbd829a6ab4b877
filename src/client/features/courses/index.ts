/** What other features use of the catalog: enrolling, a lesson's reading and video. */
export { Markdown } from "./markdown";
export { useEnroll, useEnrolledCourseIds } from "./use-enroll";
export { videoSource } from "./video";
export { VideoPlayer } from "./VideoPlayer";
export { Transcript } from "./Transcript";
