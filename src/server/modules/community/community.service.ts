import { MAX_PAYMENT_AMOUNT, PAYMENT_UNAVAILABLE_MESSAGE } from "../../../shared/contracts/community.js";
import type { Executor } from "../../../db/types.js";
import { AppError, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as catalog from "../courses/index.js";
import * as queries from "./community.queries.js";

export const listPublishedPosts = (db: Executor) => queries.listPublishedPosts(db);
export const listVisibleStories = (db: Executor) => queries.listVisibleStories(db);

/** A published post; a draft is not found for the public. */
export async function getPublishedPost(db: Executor, id: string) {
  const post = isUuid(id) ? await queries.findPublishedPost(db, id) : undefined;
  if (!post) throw notFound("Article");
  return post;
}

/**
 * Payment processing isn't configured yet: the request is checked as it would be (an
 * existing paid course charged its own price), then refused with 503.
 */
export async function createPaymentIntent(db: Executor, input: { amount: number; courseId?: string | undefined }) {
  if (input.courseId !== undefined) {
    const course = await catalog.getCourse(db, input.courseId);
    if (course.isFree) throw new AppError("BAD_REQUEST", "This course is free: enroll without payment");
    if (Math.round(input.amount * 100) !== Math.round(Number(course.price) * 100)) {
      throw new AppError("BAD_REQUEST", "The amount does not match the course price", [
        { path: "body.amount", message: `Must be ${course.price}` },
      ]);
    }
  }
  if (input.amount > MAX_PAYMENT_AMOUNT) throw new AppError("BAD_REQUEST", "Amount is too large");
  throw new AppError("SERVICE_UNAVAILABLE", PAYMENT_UNAVAILABLE_MESSAGE);
}
