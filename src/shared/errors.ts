/** Error codes the API uses, and the HTTP status each one answers with. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** One invalid field: where it is ("body.email") and what is wrong with it. */
export interface FieldError {
  path: string;
  message: string;
}

/** Every error response body. */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}
