import { z } from "zod";

/** Ids are strings on the wire; a malformed one is answered as "not found", never as 500. */
export const idParams = z.object({ id: z.string().max(100) });

export const isoDate = z.iso.datetime({ offset: true });
/**
 * Timestamps: ISO strings on the wire, Date in code. Responses are encoded (Date to string),
 * so `z.input` of a response schema is its JSON shape.
 */
export const timestamp = z.codec(isoDate, z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});
export const nullableTimestamp = timestamp.nullable();

/** numeric(p,2) columns travel as exact decimal strings ("49.00"), never floats. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
