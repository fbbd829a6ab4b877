/** How a person is named on screens, in emails, calendar files and certificates (server and client alike). */

export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** "Jordan Rivera" from the names the person gave (blank parts left out), or null when they gave none. */
export function givenName(person: Pick<NamedPerson, "firstName" | "lastName">): string | null {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
  return name === "" ? null : name;
}

/** The name to show: the given name, or the email address when the person gave no name. */
export function personName(person: NamedPerson): string {
  return givenName(person) ?? person.email;
}

/**
 * The name a certificate carries: the given name, or the address's local part when the person gave
 * none. A certificate is public (anyone with its id can verify it), so it never shows the whole address.
 */
export function certificateName(person: NamedPerson): string {
  return givenName(person) ?? person.email.split("@")[0]!;
}
