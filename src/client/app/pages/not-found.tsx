import { Compass } from "lucide-react";
import { Link } from "wouter";
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
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-ink-muted">The page you are looking for doesn&apos;t exist or has moved.</p>
      <Link href="/" className={`${buttonClass("primary")} mt-8`}>
        Go Home
      </Link>
    </div>
  );
}
