import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { courseInput } from "../../../shared/contracts/authoring";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { emptyCourse, newCourseBody } from "./authoring-forms";
import { FormMessage, TextAreaField, TextField } from "./fields";
import { PricingFields } from "./PricingFields";
import { useAuthoringForm } from "./use-authoring-form";

const FIELDS = ["title", "description", "category", "isFree", "price", "duration"] as const;

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
  const { values, set, errors, submit, isPending, formRef } = useAuthoringForm(emptyCourse, FIELDS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(courseInput, {
      method: "POST",
      url: "/api/staff/courses",
      body: newCourseBody(values),
      done: "The course is created. Add its modules next.",
    });
    if (result?.ok) navigate(`/admin/courses/${result.tree.id}`);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormMessage error={errors.form} />
      <TextField
        id="new-course-title"
        label="Title"
        value={values.title}
        onValueChange={set("title")}
        error={errors.title}
      />
      <TextAreaField
        id="new-course-description"
        label="Description"
        value={values.description}
        onValueChange={set("description")}
        error={errors.description}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="new-course-category"
          label="Category"
          value={values.category}
          onValueChange={set("category")}
          error={errors.category}
          list="new-course-categories"
          autoComplete="off"
        />
        <TextField
          id="new-course-duration"
          label="Duration"
          value={values.duration}
          onValueChange={set("duration")}
          error={errors.duration}
          placeholder="6 weeks"
        />
      </div>
      <datalist id="new-course-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <PricingFields
        idPrefix="new-course"
        isFree={values.isFree}
        price={values.price}
        onIsFreeChange={set("isFree")}
        onPriceChange={set("price")}
        errors={errors}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? "Creating..." : "Create Course"}
        </Button>
      </div>
    </form>
  );
}
