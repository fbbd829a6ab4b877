/** The badges of a project submission (its status and grade), on the student's and the staff's screens. */
import type { BadgeTone } from "../components/ui/badge";

/** A value's tone from a table; any other value is neutral. */
function toneTable(tones: Readonly<Record<string, BadgeTone>>): (value: string) => BadgeTone {
  const table = new Map(Object.entries(tones));
  return (value) => table.get(value) ?? "neutral";
}

export const statusTone = toneTable({ pending: "warning", approved: "success", needs_revision: "danger" });

export const gradeTone = toneTable({ excellent: "success", pass: "teal", fail: "danger" });

/**
 * "needs_revision" reads as "Needs revision" (the staff screens' labels), or as "Needs Revision"
 * with `eachWord` (the student's).
 */
export function humanize(value: string, { eachWord = false }: { eachWord?: boolean } = {}): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 || eachWord ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}
