import { Search, Star } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/form";
import { formatPrice } from "./money";
import type { WireCourse } from "../../lib/queries";
import { LocalTime } from "../../components/ui/local-time";

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>;
}

export const priceLabel = (course: Pick<WireCourse, "isFree" | "price">) =>
  course.isFree ? "Free" : formatPrice(course.price);

const matches = (course: WireCourse, term: string) =>
  !term ||
  course.title.toLowerCase().includes(term) ||
  course.category.toLowerCase().includes(term) ||
  course.description.toLowerCase().includes(term);

const moduleCount = (course: WireCourse) =>
  `${course.modules.length} ${course.modules.length === 1 ? "module" : "modules"}`;

/** Every course, inactive ones too: a table on wide screens, cards on phones. */
export function CourseList({ courses }: { courses: WireCourse[] }) {
  const [term, setTerm] = useState("");
  const searchId = useId();
  const shown = courses.filter((course) => matches(course, term.trim().toLowerCase()));
  const activeCount = courses.filter((course) => course.isActive).length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:max-w-sm">
          <Label htmlFor={searchId}>Search courses</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="Title, category or description"
              className="pl-9"
            />
          </div>
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {shown.length === courses.length
            ? `${courses.length} ${courses.length === 1 ? "course" : "courses"}, ${activeCount} active`
            : `Showing ${shown.length} of ${courses.length} ${courses.length === 1 ? "course" : "courses"}`}
        </p>
      </div>

      {shown.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-semibold">{courses.length === 0 ? "No courses yet" : "No courses match your search"}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {courses.length === 0 ? "Create the first one with New Course." : "Try another word."}
          </p>
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">All courses</caption>
              <thead className="border-b border-line bg-brand-50/60 text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Course
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Price
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Modules
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Updated
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {shown.map((course) => (
                  <tr key={course.id} className="align-middle hover:bg-paper">
                    <td className="px-4 py-3">
                      <p className="font-semibold text-ink">{course.title}</p>
                      <p className="text-ink-muted">{course.category}</p>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{priceLabel(course)}</td>
                    <td className="px-3 py-3">
                      <div className="flex flex-wrap gap-1">
                        <StatusBadge isActive={course.isActive} />
                        {course.isFeatured && (
                          <Badge tone="warning">
                            <Star className="h-3 w-3" aria-hidden="true" /> Featured
                          </Badge>
                        )}
                      </div>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{moduleCount(course)}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-muted">
                      <LocalTime iso={course.updatedAt} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Link href={`/admin/courses/${course.id}`} className={buttonClass("outline", "sm")}>
                        Edit<span className="sr-only"> {course.title}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid gap-3 md:hidden">
            {shown.map((course) => (
              <li key={course.id}>
                <Card className="p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">{course.title}</p>
                      <p className="text-sm text-ink-muted">
                        {course.category} · {priceLabel(course)}
                      </p>
                    </div>
                    <Link href={`/admin/courses/${course.id}`} className={buttonClass("outline", "sm")}>
                      Edit<span className="sr-only"> {course.title}</span>
                    </Link>
                  </div>
                  <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                    <StatusBadge isActive={course.isActive} />
                    {course.isFeatured && (
                      <Badge tone="warning">
                        <Star className="h-3 w-3" aria-hidden="true" /> Featured
                      </Badge>
                    )}
                    <span>{moduleCount(course)}</span>
                    <span>
                      Updated <LocalTime iso={course.updatedAt} />
                    </span>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
