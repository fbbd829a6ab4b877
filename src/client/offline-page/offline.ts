/**
 * The offline page's script (built by vite.pwa.ts into /offline.js, precached with the page): lists
 * what the student saved for offline, from the IndexedDB store the "Save for offline" code fills.
 * Plain IndexedDB keeps it small; the store is opened the way idb-keyval's createStore opens it, so
 * creating it here (on a phone that saved nothing yet) leaves it as that code expects.
 */
import { OFFLINE_STORES, type SavedItem } from "../features/offline/names";

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

function show(items: SavedItem[]) {
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
    const where = item.kind === "lesson" ? (item.courseTitle ? `Lesson · ${item.courseTitle}` : "Lesson") : "Course";
    const note = document.createElement("span");
    note.className = "block text-sm text-ink-muted";
    note.textContent = where;
    entry.append(note);
    list.append(entry);
  }
  list.hidden = false;
}

document.getElementById("retry")!.addEventListener("click", () => window.location.reload());
readSaved().then(show, () => show([]));
