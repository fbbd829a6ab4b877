import { Trans } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";

const SuggestCourseDialog = lazy(() => import("./SuggestCourseDialog"));

/** 'Suggest a Course': the dialog's code loads on the first click (the page doesn't need it to show). */
export function SuggestCourseButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        data-replay=""
        variant="outline"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Lightbulb className="h-5 w-5" aria-hidden="true" />
        <Trans>Suggest a Course</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SuggestCourseDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
