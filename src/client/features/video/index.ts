/**
 * The academy's own video player (issue 22): what pages and other features use. The player itself
 * loads when a page shows one (HostedVideo); the rest here is light.
 */
export { HostedVideo } from "./HostedVideo";
export { durationText } from "./duration";
export { readChosenHeight } from "./quality-store";
export { VideoLength } from "./VideoLength";
