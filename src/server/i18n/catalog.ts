/**
 * The server's texts in the request's or the recipient's language (issues 12 and 21): API error
 * and validation messages, `{message}` answers, emails and calendar invitations.
 *
 * A text travels as a message, its id and its values, and is rendered in a locale only at the
 * edge (the error handler, a route's answer, an email's template), as the client does with
 * Lingui. The id is the English ICU message, as in Lingui's catalogues: `src/server/locales/es.*.json`
 * map each id to its Spanish message, compiled with Lingui's compiler and rendered by
 * `@lingui/core`, one I18n instance per locale (each activated once, so concurrent requests never
 * share a switched global). English renders the id itself.
 *
 * Ids are typed from the catalogue and values from the id's arguments: a text without Spanish, or
 * a message without one of its values, is a type error. The schemas' messages (src/shared/messages.ts)
 * can't name the server's catalogue; tests/i18n/server-catalogue.test.ts checks them.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { messageOfText, type Message } from "../../shared/messages.js";
import { INTL_LOCALE, type Locale } from "../../shared/rules/locale.js";
import esEmails from "../locales/es.emails.json" with { type: "json" };
import esMessages from "../locales/es.messages.json" with { type: "json" };

/** An API message's id: errors, validation, `{message}` answers. */
export type ApiMessageId = keyof typeof esMessages;
/** An email's, a calendar invitation's or the PDF certificate's message id. */
export type EmailMessageId = keyof typeof esEmails;
export type MessageId = ApiMessageId | EmailMessageId;

/** The text up to an argument's end: `name` of `name}…` or of `name, plural, …`. */
type ArgumentHead<S extends string> = S extends `${infer Head}}${string}`
  ? Head extends `${infer Name},${string}`
    ? Name
    : Head
  : never;
/** A name of letters, digits and underscores: not a plural's branch ("1 submission is") nor a quoted `'{file name}'`. */
type ArgumentName<S extends string> = S extends ""
  ? never
  : S extends `${string}${" " | "#" | "{" | "'" | "/" | "." | "-"}${string}`
    ? never
    : S;
/** The names of an ICU message's arguments: `{name}`, `{count, plural, …}` and those nested in branches. */
export type ArgumentsOf<S extends string> = S extends `${string}{${infer Rest}`
  ? ArgumentName<ArgumentHead<Rest>> | ArgumentsOf<Rest>
  : never;

/** A value a message is rendered with: text and numbers as they are, a message (a label) in the same locale. */
export type ServerValue = string | number | Date | TypedMessage | SharedMessage;

/** A message with every value its id names. */
export type TypedMessage<Id extends MessageId = MessageId> = Id extends MessageId
  ? [ArgumentsOf<Id>] extends [never]
    ? { readonly id: Id; readonly values?: undefined }
    : { readonly id: Id; readonly values: Readonly<Record<ArgumentsOf<Id>, ServerValue>> }
  : never;

/** The ids that take no values: a message may be given as its id alone. */
export type PlainMessageId<Id extends MessageId = MessageId> = Id extends MessageId
  ? [ArgumentsOf<Id>] extends [never]
    ? Id
    : never
  : never;

/** A message said in `shared` (src/shared/messages.ts): a schema's check, a rule's text, found by its English. */
export interface SharedMessage extends Message {
  readonly isShared: true;
}

/** What the server says: an id without values, or a message with its values. */
export type Said<Id extends MessageId = MessageId> = PlainMessageId<Id> | TypedMessage<Id> | SharedMessage;

/** A message with its values; the values' names are checked against the id. */
export function msg<const Id extends MessageId>(
  id: Id,
  ...values: [ArgumentsOf<Id>] extends [never] ? [] : [Readonly<Record<ArgumentsOf<Id>, ServerValue>>]
): TypedMessage<Id> {
  return (values[0] ? { id, values: values[0] } : { id }) as TypedMessage<Id>;
}

/**
 * The message a shared English text was said from (a zod issue's message, a notice's name),
 * else the text as its own id: what the catalogue lacks stays English.
 */
export function sharedMessage(text: string): SharedMessage {
  return { ...(messageOfText(text) ?? { id: text }), isShared: true };
}

/** The catalogue is kept in two files: API messages, and emails with calendar invitations. */
const es: Readonly<Record<MessageId, string>> = { ...esMessages, ...esEmails };

function compiled(catalogue: Readonly<Record<string, string>>) {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
}

const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } }),
  es: setupI18n({ locale: "es", locales: [INTL_LOCALE.es], messages: { es: compiled(es) } }),
};
// English texts are their own message: compile them when first used (values, plurals).
for (const i18n of Object.values(instances)) i18n.setMessagesCompiler(compileMessage);

type AnyMessage = Said | Message;

/** A message's values in a locale: a value that is a message (a label) is rendered too. */
function valuesIn(locale: Locale, values: Readonly<Record<string, unknown>> | undefined) {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "object" && value !== null && !(value instanceof Date)
        ? render(locale, value as Message)
        : value,
    ]),
  );
}

/** A message in a locale. */
export function render(locale: Locale, message: AnyMessage): string {
  if (typeof message === "string") return instances[locale]._(message);
  return instances[locale]._(message.id, valuesIn(locale, message.values));
}

/** A message in English: what the spec words, and what the logs say. */
export const english = (message: AnyMessage): string => render("en", message);

/**
 * A server text in a locale by its id and values, for templates that pass ids of their own
 * (emails, calendar invitations).
 */
export function serverText<const Id extends MessageId>(
  locale: Locale,
  id: Id,
  ...values: [ArgumentsOf<Id>] extends [never] ? [] : [Readonly<Record<ArgumentsOf<Id>, ServerValue>>]
): string {
  return instances[locale]._(id, valuesIn(locale, values[0]));
}

/** The Spanish catalogue as written: English ICU message → Spanish ICU message. */
export const spanishCatalogue: Readonly<Record<string, string>> = es;

/** Whether the catalogue has this id. */
export const hasTranslation = (id: string) => Object.hasOwn(es, id);
