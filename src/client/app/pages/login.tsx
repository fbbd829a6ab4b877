import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, BookOpen, CheckCircle2, GraduationCap, KeyRound, TrendingUp, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { authMethodsQueryOptions, defaultAuthMethods } from "../../features/auth/auth-methods";
import type { AuthMode } from "../../features/auth/login-form";
import { oidcFailureMessage, oidcHref, readLoginSearch } from "../../features/auth/login-search";
import { useAuth } from "../../features/auth/use-auth";
import { cn } from "../../lib/cn";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";
import { later } from "../later";

// The form's code comes after the page's (later.tsx): the server renders the form, and its
// submit button stays disabled until the form's script has run, as before.
const AuthForm = later(() => import("../../features/auth/auth-form").then((module) => module.AuthForm));

export async function prefetch({ queryClient }: PrefetchContext) {
  await queryClient.prefetchQuery(authMethodsQueryOptions());
}

const headings: Record<AuthMode, { title: MessageDescriptor; h1: MessageDescriptor; lead: MessageDescriptor }> = {
  signin: {
    title: msg`Sign in`,
    h1: msg`Welcome back`,
    lead: msg`Sign in to pick up your courses, quizzes and mentor sessions where you left off.`,
  },
  register: {
    title: msg`Create account`,
    h1: msg`Create your account`,
    lead: msg`It takes a minute. Enrol in courses, book mentors and track your progress in one place.`,
  },
};

const benefits = [
  {
    Icon: BookOpen,
    title: msg`Hands-on trade courses`,
    text: msg`Carpentry, auto mechanics, culinary arts and more.`,
  },
  {
    Icon: Users,
    title: msg`Mentors who've been there`,
    text: msg`Book one-to-one time with people working in the trade.`,
  },
  {
    Icon: TrendingUp,
    title: msg`Progress you can see`,
    text: msg`Your dashboard keeps every lesson, quiz and project.`,
  },
];

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const { returnTo, hasOidcError, mode: initialMode } = readLoginSearch(search);
  const invitation = new URLSearchParams(search).get("invitation")?.slice(0, 200) || undefined;
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const { user } = useAuth();
  const { data: methods = defaultAuthMethods } = useQuery(authMethodsQueryOptions());
  const canUsePassword = methods.local;
  const providerName = methods.oidc?.name;

  const name = user?.firstName || t`User`;
  const heading = user
    ? { title: t`Signed in`, h1: t`You're signed in as ${name}`, lead: "" }
    : canUsePassword
      ? {
          title: i18n._(headings[mode].title),
          h1: i18n._(headings[mode].h1),
          lead: i18n._(headings[mode].lead),
        }
      : { title: t`Sign in`, h1: t`Sign in`, lead: t`Use your account to continue learning.` };

  usePageHead({
    title: heading.title,
    description: t`Sign in or create your Trade Skills Academy account to enrol in courses and track your progress.`,
    noindex: true,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-14">
      <div className={cn("mx-auto grid max-w-5xl items-start gap-12", !user && "lg:grid-cols-[1fr_28rem]")}>
        {!user && (
          <div className="hidden rounded-[var(--radius-card)] bg-teal-900 p-10 text-teal-50 lg:block">
            <p className="text-sm font-bold tracking-wide text-amber-400 uppercase">
              <Trans>Building skills, building futures</Trans>
            </p>
            <p className="mt-3 font-display text-3xl leading-tight font-bold text-white">
              <Trans>Learn a trade at your own pace, with people in your corner.</Trans>
            </p>
            <ul className="mt-8 space-y-6">
              {benefits.map(({ Icon, title, text }) => (
                <li key={title.id} className="flex gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-teal-800 text-amber-400">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{i18n._(title)}</span>
                    <span className="block text-teal-100">{i18n._(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mx-auto w-full max-w-md">
          <Card className="p-5 sm:p-8">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              {user ? (
                <CheckCircle2 className="h-7 w-7" aria-hidden="true" />
              ) : (
                <GraduationCap className="h-7 w-7" aria-hidden="true" />
              )}
            </span>
            <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{heading.h1}</h1>
            {heading.lead && <p className="mt-2 text-ink-muted">{heading.lead}</p>}

            {hasOidcError && !user && (
              <div
                role="alert"
                className="mt-5 flex gap-3 rounded-[var(--radius-control)] border border-danger/30 bg-danger-soft p-3 text-sm font-semibold text-danger"
              >
                <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
                <p>{oidcFailureMessage(methods.oidc?.name, i18n)}</p>
              </div>
            )}

            {user ? (
              <SignedIn returnTo={returnTo} />
            ) : (
              <div className="mt-6">
                {methods.oidc && (
                  <>
                    <a href={oidcHref(returnTo)} className={`${buttonClass("outline", "lg")} w-full`}>
                      <KeyRound className="h-5 w-5 text-teal-700" aria-hidden="true" />
                      <span className="truncate">
                        <Trans>Continue with {providerName}</Trans>
                      </span>
                    </a>
                    {canUsePassword && (
                      <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
                        <Trans>or use your email</Trans>
                      </p>
                    )}
                  </>
                )}
                {canUsePassword && (
                  <AuthForm mode={mode} onModeChange={setMode} returnTo={returnTo} invitation={invitation} />
                )}
                {canUsePassword && mode === "signin" && (
                  <p className="mt-4 text-center text-sm">
                    <Link
                      href="/forgot-password"
                      className="font-semibold text-teal-700 underline underline-offset-2 hover:no-underline"
                    >
                      <Trans>Forgot password?</Trans>
                    </Link>
                  </p>
                )}
              </div>
            )}
          </Card>
          {!user && canUsePassword && (
            <p className="mt-4 px-2 text-center text-sm text-balance text-ink-muted">
              <Trans>We only use your email to run your account. We never share it.</Trans>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function SignedIn({ returnTo }: { returnTo: string }) {
  return (
    <>
      <p className="mt-2 text-ink-muted">
        <Trans>You can carry on where you were, or see your courses on your dashboard.</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href={returnTo} className={`${buttonClass("primary")} sm:flex-1`}>
          <Trans>Continue</Trans>
        </Link>
        <Link href="/dashboard" className={`${buttonClass("outline")} sm:flex-1`}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        <Trans>
          Not you?{" "}
          <a href="/api/logout" className="font-semibold text-teal-700 underline underline-offset-2">
            Sign out
          </a>
        </Trans>
      </p>
    </>
  );
}
