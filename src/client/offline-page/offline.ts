/**
 * The offline page's script (built by vite.pwa.ts into /offline.js, precached with the page): lists
 * what the student saved for offline, from the IndexedDB store the "Save for offline" code fills.
 * Plain IndexedDB keeps it small; the store is opened the way idb-keyval's createStore opens it, so
 * creating it here (on a phone that saved nothing yet) leaves it as that code expects.
 */
import { setupI18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { lastPageLocale, localeCookie, negotiateLocale } from "../../shared/rules/locale";
import { sessionTagOf } from "../../shared/rules/session-tag";
import { OFFLINE_STORES, type SavedItem } from "../features/offline/names";
import { messages as en } from "./locales/en.po";
import { messages as es } from "./locales/es.po";

/*
 * The page's words in the visitor's language (issues 12 and 23): the language of the last page the
 * phone showed, else the language cookie the app sets, else the phone's languages. The page is written in English; each element marked data-text gets its
 * message. Both catalogues are a few hundred bytes: the page is precached whole, and works offline
 * in either language.
 */
const locale =
  lastPageLocale(() => window.localStorage) ??
  localeCookie(document.cookie) ??
  negotiateLocale(navigator.languages.length ? [...navigator.languages] : navigator.language);
const i18n = setupI18n({ locale, messages: { [locale]: locale === "es" ? es : en } });

const texts: Record<string, MessageDescriptor> = {
  heading: msg`You're offline`,
  notSaved: msg`This page isn't saved on this phone. It opens again when you're back online.`,
  retry: msg`Try again`,
  savedHeading: msg`Saved on this phone`,
  looking: msg`Looking for saved lessons…`,
  nothingSaved: msg`Nothing is saved on this phone yet.`,
  signOutOnline: msg`This phone must be online to sign out.`,
  signOutRemoved: msg`Your pages, quiz answers and lessons saved for offline are already removed from this phone. Signing out finishes by itself as soon as the phone is back online.`,
  howToSave: msg`To read a lesson without a connection, open it while you're online and press “Save for offline”. Saved lessons and courses are listed here and on your dashboard.`,
};

function translatePage() {
  document.documentElement.lang = locale;
  document.title = i18n._(msg`You're offline | Trade Skills Academy`);
  for (const element of document.querySelectorAll<HTMLElement>("[data-text]")) {
    const text = texts[element.dataset.text ?? ""];
    if (text) element.textContent = i18n._(text);
  }
}

function readSaved(): Promise<SavedItem[]> {
  const { db, store } = OFFLINE_STORES.saved;
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(db);
    open.onupgradeneeded = () => open.result.createObjectStore(store);
    open.onerror = () => reject(open.error ?? new Error("IndexedDB did not open"));
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains(store)) {
        database.close();
        resolve([]);
        return;
      }
      const request = database.transaction(store, "readonly").objectStore(store).getAll();
      request.onerror = () => reject(request.error ?? new Error("Saved items could not be read"));
      request.onsuccess = () => {
        database.close();
        resolve(request.result as SavedItem[]);
      };
    };
  });
}

function show(all: SavedItem[]) {
  // Only what was saved in the session this phone has now (the worker opens nothing else).
  const tag = sessionTagOf(document.cookie);
  const items = tag ? all.filter((item) => item.sessionTag === tag) : [];
  const list = document.getElementById("saved-list")!;
  document.getElementById("saved-loading")!.hidden = true;
  if (items.length === 0) {
    document.getElementById("saved-empty")!.hidden = false;
    return;
  }
  const sorted = [...items].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  for (const item of sorted) {
    const entry = document.createElement("li");
    const link = document.createElement("a");
    link.href = item.path;
    link.textContent = item.title;
    link.className = "font-semibold text-teal-700 underline underline-offset-4 hover:text-teal-800";
    entry.append(link);
    const courseTitle = item.courseTitle;
    const where =
      item.kind === "lesson"
        ? courseTitle
          ? i18n._(msg`Lesson · ${courseTitle}`)
          : i18n._(msg`Lesson`)
        : i18n._(msg`Course`);
    const note = document.createElement("span");
    note.className = "block text-sm text-ink-muted";
    note.textContent = where;
    entry.append(note);
    list.append(entry);
  }
  list.hidden = false;
}

translatePage();
/*
 * Shown at a sign-out's address (the worker answers a sign-out it couldn't send with this page):
 * the person's data is gone from the phone, and the server hears the sign-out once the phone is
 * online again. Going online, the page signs out for real (the worker finishes the pending sign-out
 * first), which ends on the home page signed out.
 */
/** How soon a sign-out page loaded while online tries the sign-out again. */
const SIGN_OUT_RETRY_MS = 5000;
const isSignOut = /^\/api\/(?:auth\/)?logout$/.test(window.location.pathname);
if (isSignOut) {
  document.getElementById("sign-out-offline")!.hidden = false;
  document.title = i18n._(msg`This phone must be online to sign out.`);
}
const retry = () => (isSignOut ? window.location.replace("/api/logout") : window.location.reload());
document.getElementById("retry")!.addEventListener("click", retry);
if (isSignOut) {
  window.addEventListener("online", retry);
  // Loaded while the phone says it is online (the connection came back just as the sign-out was
  // sent, or the server was out of reach): try again shortly, without hammering the server.
  if (navigator.onLine) setTimeout(retry, SIGN_OUT_RETRY_MS);
}
readSaved().then(show, () => show([]));
