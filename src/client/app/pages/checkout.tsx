import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Loader2, Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { formatTotal } from "../../features/donations/donation-logic";
import { PaymentUnavailableNotice } from "../../features/donations/PaymentUnavailableNotice";
import { apiRequest, errorMessage } from "../../lib/api";
import { useIntlLocale } from "../../lib/i18n";
import { queries } from "../../lib/queries";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";

export async function prefetch({ queryClient, search }: PrefetchContext) {
  const courseId = search.get("courseId");
  if (courseId) await queryClient.prefetchQuery(queries.course(courseId));
}

/** The amount query parameter as a decimal number; null when missing or not a usable amount. */
function parseTotal(value: string | null): number | null {
  if (!value) return null;
  const amount = Number.parseFloat(value);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export default function CheckoutPage() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  usePageHead({ title: t`Checkout`, description: t`Complete your course purchase.`, noindex: true });
  const params = new URLSearchParams(useSearch());
  const courseId = params.get("courseId") || undefined;
  const amount = parseTotal(params.get("amount"));
  const course = useQuery({ ...queries.course(courseId ?? ""), enabled: Boolean(courseId) });
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  useEffect(() => {
    if (amount === null) return;
    let active = true;
    apiRequest<{ clientSecret: string }>("POST", "/api/create-payment-intent", { amount, courseId })
      .then((answer) => {
        if (active) setClientSecret(answer.clientSecret);
      })
      // Spec 8: a failure here is only logged; the page keeps showing "Setting up payment...".
      .catch((error: unknown) => console.warn(`Payment setup failed: ${errorMessage(error)}`));
    return () => {
      active = false;
    };
  }, [amount, courseId]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">
        <Trans>Checkout</Trans>
      </h1>

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_1.2fr]">
        <Card className="self-start">
          <CardBody>
            <h2 className="text-lg font-bold">
              <Trans>Order Summary</Trans>
            </h2>
            <dl className="mt-4">
              <div>
                <dt className="font-semibold">
                  <Trans>Course Access</Trans>
                </dt>
                <dd className="mt-0.5 text-sm text-ink-muted">
                  {course.data ? course.data.title : t`Full access to every lesson, quiz and project`}
                </dd>
              </div>
              <div className="mt-4 flex items-center justify-between gap-4 border-t border-line pt-4">
                <dt className="text-lg font-bold">
                  <Trans>Total</Trans>
                </dt>
                <dd className="text-2xl font-bold text-brand-700">
                  {amount !== null ? formatTotal(amount, locale) : t`Not available`}
                </dd>
              </div>
            </dl>
          </CardBody>
        </Card>

        <Card>
          <CardBody>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Lock className="h-5 w-5 text-teal-700" aria-hidden="true" /> <Trans>Payment</Trans>
            </h2>
            {!clientSecret && (
              <p role="status" className="mt-4 flex items-center gap-2 text-ink-muted">
                <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                <Trans>Setting up payment...</Trans>
              </p>
            )}
            <PaymentUnavailableNotice className="mt-4" />
            <Link href="/courses" className={`${buttonClass("primary")} mt-5 w-full`}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> <Trans>Back to Courses</Trans>
            </Link>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
