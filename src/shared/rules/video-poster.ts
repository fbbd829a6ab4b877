/**
 * The poster a player shows and a save keeps (issue 22): the WebP variant 480 pixels wide of the
 * video's poster (server/modules/videos/poster.ts makes them as for course images, and the media
 * route serves the poster itself until they are made). A `<video poster>` takes one address, no
 * srcset: this one is light on a phone. A module of its own, so the pages that show or save a
 * video load only this.
 */
export const POSTER_WIDTH = 480;

/** Named as images.ts's variantPath names it (a test checks they agree), without loading those rules. */
export const posterImageUrl = (posterUrl: string) => posterUrl.replace(/\.jpg$/, `-${POSTER_WIDTH}.webp`);
