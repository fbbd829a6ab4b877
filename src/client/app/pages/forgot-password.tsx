import { useLingui } from "@lingui/react/macro";
import { usePageHead } from "../head";
import { later } from "../later";

// The form's code comes after the page's (later.tsx): the server renders the form, and its
// submit button stays disabled until the form's script has run, as before.
const ForgotPassword = later(() =>
  import("../../features/auth/password-reset-forms").then((module) => module.ForgotPassword),
);

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Forgot password`,
    description: t`Ask for a link to choose a new password for your Trade Skills Academy account.`,
    noindex: true,
  });
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-14">
      <ForgotPassword />
    </div>
  );
}
