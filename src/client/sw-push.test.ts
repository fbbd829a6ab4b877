import { describe, expect, it, vi } from "vitest";
import { NOTIFICATION_ICON, notificationTarget, openNotification, readPushMessage, showPush } from "./sw-push";

const origin = "https://academy.example.org";
const data = (value: unknown) => ({
  json: () => {
    if (value instanceof Error) throw value;
    return value;
  },
});

function fakeScope(windows: { url: string; focus?: () => Promise<unknown> }[] = []) {
  const showNotification = vi.fn(async () => {});
  const matchAll = vi.fn(async () => windows);
  const openWindow = vi.fn(async () => null);
  const scope = {
    registration: { showNotification },
    clients: { matchAll, openWindow },
    location: { origin },
  } as unknown as Parameters<typeof showPush>[0];
  return { scope, showNotification, matchAll, openWindow };
}

describe("a push", () => {
  it("shows the server's title and body with our icon, the link as data.url and its tag", async () => {
    const { scope, showNotification } = fakeScope();
    await showPush(
      scope,
      data({ title: "Session in 1 hour", body: "With Maria at 15:00", url: "/dashboard?tab=mentorship", tag: "b-1" }),
    );
    expect(showNotification).toHaveBeenCalledWith("Session in 1 hour", {
      body: "With Maria at 15:00",
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url: `${origin}/dashboard?tab=mentorship` },
      tag: "b-1",
    });
  });

  it("that is not ours (no data, not JSON, missing fields) shows nothing", async () => {
    const { scope, showNotification } = fakeScope();
    await showPush(scope, null);
    await showPush(scope, data(new SyntaxError("not JSON")));
    await showPush(scope, data({ title: "Only a title" }));
    expect(showNotification).not.toHaveBeenCalled();
    expect(readPushMessage(data("text"))).toBeUndefined();
  });

  it("never links to another site", () => {
    expect(notificationTarget("https://evil.example.com/x", origin)).toBe(`${origin}/`);
    expect(notificationTarget("/mentor", origin)).toBe(`${origin}/mentor`);
    expect(notificationTarget(undefined, origin)).toBe(`${origin}/`);
  });
});

describe("a tap on the notification", () => {
  const close = vi.fn();
  const notification = (url: string) => ({ data: { url }, close }) as unknown as Notification;

  it("focuses a tab already on its address", async () => {
    const focus = vi.fn(async () => undefined);
    const { scope, openWindow } = fakeScope([{ url: `${origin}/` }, { url: `${origin}/mentor`, focus }]);
    const tapped = notification(`${origin}/mentor`);
    await openNotification(scope, tapped);
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("opens it when no tab is on it", async () => {
    const { scope, openWindow, matchAll } = fakeScope([{ url: `${origin}/courses`, focus: vi.fn() }]);
    await openNotification(scope, notification(`${origin}/mentor`));
    expect(matchAll).toHaveBeenCalledWith({ type: "window", includeUncontrolled: true });
    expect(openWindow).toHaveBeenCalledWith(`${origin}/mentor`);
  });
});
