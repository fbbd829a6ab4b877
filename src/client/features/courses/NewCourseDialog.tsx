import { Plus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { courseInput } from "../../../shared/contracts/courses.forms";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { emptyCourse, newCourseBody } from "./authoring-forms";
import { AuthoringFormElement, CourseEssentials, FormFooter } from "./form-sections";
import { useAuthoringForm } from "./use-authoring-form";

const FIELDS = [
  "title",
  "description",
  "category",
  "isFree",
  "price",
  "duration",
  "durationValue",
  "durationUnit",
] as const;

/** 'New Course': the essentials, then the editor for everything else. */
export function NewCourseDialog({ categories }: { categories: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="h-5 w-5" aria-hidden="true" /> New Course
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New Course"
        description="New courses start inactive: learners see them once you make them active in the editor."
        className="sm:max-w-xl"
      >
        {open && <NewCourseForm categories={categories} />}
      </DialogContent>
    </Dialog>
  );
}

function NewCourseForm({ categories }: { categories: string[] }) {
  const [, navigate] = useLocation();
  const form = useAuthoringForm(emptyCourse, FIELDS);

  async function onSubmit() {
    const result = await form.submit(courseInput, {
      method: "POST",
      url: "/api/staff/courses",
      body: newCourseBody(form.values),
      done: "The course is created. Add its modules next.",
    });
    if (result?.ok) navigate(`/admin/courses/${result.tree.id}`);
  }

  return (
    <AuthoringFormElement form={form} onSubmit={onSubmit}>
      <CourseEssentials idPrefix="new-course" form={form} categories={categories} descriptionRows={3} />
      <FormFooter
        isPending={form.isPending}
        label="Create Course"
        pendingLabel="Creating..."
        cancel="close"
        className="mt-2"
      />
    </AuthoringFormElement>
  );
}
