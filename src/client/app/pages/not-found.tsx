import { Compass } from "lucide-react";
import { Link } from "wouter";
import { PageMessage } from "../../components/page-states";
import { buttonClass } from "../../components/ui/button";
import { usePageHead } from "../head";

export default function NotFoundPage() {
  usePageHead({
    title: "404 Page Not Found",
    description: "The page you are looking for doesn't exist.",
    status: 404,
    noindex: true,
  });
  return (
    <PageMessage
      icon={Compass}
      title="404 Page Not Found"
      actions={
        <Link href="/" className={buttonClass("primary")}>
          Go Home
        </Link>
      }
    >
      The page you are looking for doesn&apos;t exist or has moved.
    </PageMessage>
  );
}
