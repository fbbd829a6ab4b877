import { useLingui } from "@lingui/react/macro";
import { ForgotPassword } from "../../features/auth/password-reset-forms";
import { usePageHead } from "../head";

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
