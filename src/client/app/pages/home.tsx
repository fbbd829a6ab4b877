import { usePageHead } from "../head";

export default function Page() {
  usePageHead({ title: "Trade Skills Academy", description: "Trade Skills Academy" });
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Trade Skills Academy</h1>
    </div>
  );
}
