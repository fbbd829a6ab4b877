/**
 * Texts that the server renders per locale (issue 21): a message is its id, the English ICU
 * message as Lingui's catalogues use it ("{label} is required"), and the values it is rendered
 * with. The server's catalogue (src/server/locales) gives the Spanish of each id.
 *
 * The schemas of `contracts/` word their checks' messages in English, as zod reports them and the
 * client's forms show them. Each one is written with `said(id, values)`, which returns that English
 * text and remembers the message it was rendered from: the server's error handler then renders a
 * validation issue's message in the request's language by its id and values (`messageOfText`),
 * never by recognising the English text.
 */

/** A value of a message: a plain text or number, or a message of its own (a field's label). */
export type MessageValue = string | number | Message;

export interface Message<Id extends string = string> {
  readonly id: Id;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** Messages by the English text they rendered to. */
const byText = new Map<string, Message>();
/** English texts that two different messages rendered to: none may exist (a test checks). */
const clashes = new Set<string>();

const isSame = (a: Message, b: Message) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The English of a message whose arguments are all plain `{name}`s (the schemas' messages): each
 * replaced by its value, a message value by its own English. The server renders the same id with
 * Lingui; a test checks both give the same text for every message said here.
 */
export function englishOf(message: Message): string {
  return message.id.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values?.[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? englishOf(value) : String(value);
  });
}

/** A label or name that a message is built with ("Title" in "Title is required"): a message itself. */
export const term = <const Id extends string>(id: Id): Message<Id> => ({ id });

/**
 * A schema's message in English, remembered with its id and values. Without values the id is
 * the text itself, typed as such, so a constant said here can be thrown by the server as its id.
 */
export function said<const Id extends string>(id: Id): Id;
export function said(id: string, values: Readonly<Record<string, MessageValue>>): string;
export function said(id: string, values?: Readonly<Record<string, MessageValue>>): string {
  const message: Message = values ? { id, values } : { id };
  const text = englishOf(message);
  const known = byText.get(text);
  if (known && !isSame(known, message)) clashes.add(text);
  else byText.set(text, message);
  return text;
}

/** The message a schema's English text was said from, if it was. */
export const messageOfText = (text: string): Message | undefined => byText.get(text);

/** Everything said so far, and the texts two messages share (for the catalogue's tests). */
export const saidMessages = (): ReadonlyMap<string, Message> => byText;
export const saidClashes = (): ReadonlySet<string> => clashes;
