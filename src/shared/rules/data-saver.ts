/**
 * "Data saver": smaller images and no video previews. A student turns it on from the dashboard
 * (a cookie, so the server's render and the browser's agree) or their browser asks for it with
 * the Save-Data header. The cookie wins both ways: a student who turned it off gets full images
 * even from a browser that sends Save-Data.
 */
export const DATA_SAVER_COOKIE = "tsa_data_saver";
export const DATA_SAVER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value ("1" on, "0" off) from a Cookie header or document.cookie, or null when unset. */
export function dataSaverCookie(cookies: string | undefined): boolean | null {
  if (!cookies) return null;
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === DATA_SAVER_COOKIE) return value === "1" ? true : value === "0" ? false : null;
  }
  return null;
}

/** Whether a request asks for data saver: its cookie, else its Save-Data header ("on"). */
export function wantsDataSaver(cookieHeader: string | undefined, saveData: string | string[] | undefined): boolean {
  const chosen = dataSaverCookie(cookieHeader);
  if (chosen !== null) return chosen;
  const header = Array.isArray(saveData) ? saveData[0] : saveData;
  return header?.trim().toLowerCase() === "on";
}
