import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Award, CheckCircle2, GraduationCap, Star, Users } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { queries, type WireCourse } from "../../lib/queries";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

const learningOutcomes = [
  msg`Work safely and confidently with the tools and materials of the trade`,
  msg`Build hands-on skills step by step with short video lessons`,
  msg`Read instructions, plans and measurements like a professional`,
  msg`Solve common problems and troubleshoot on the job`,
  msg`Show employers the habits they look for: reliability, teamwork and pride in your work`,
  msg`Prepare for industry certification and your first job or apprenticeship`,
];

export function CourseOverview({ course }: { course: WireCourse }) {
  const { i18n } = useLingui();
  const { standards } = course;
  return (
    <div className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-bold">
          <Trans>What You&apos;ll Learn</Trans>
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {learningOutcomes.map((outcome) => (
            <li key={outcome.id} className="flex items-start gap-2.5 text-sm leading-6">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
              {i18n._(outcome)}
            </li>
          ))}
        </ul>
      </Card>
      {course.modules.length > 0 && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold">
            <Trans>Course Modules</Trans>
          </h2>
          <ol className="mt-4 grid gap-4">
            {course.modules.map((module, index) => (
              <li key={module.title} className="flex gap-3">
                <span
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <p lang={contentLang(course.language)} className="font-semibold">
                    {module.title}
                  </p>
                  <p lang={contentLang(course.language)} className="mt-0.5 text-sm leading-6 text-ink-muted">
                    {module.objective}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {course.standards && (
        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            <Award className="h-5 w-5 text-teal-700" aria-hidden="true" />
            <Trans>Industry Standards</Trans>
          </h2>
          <p className="mt-3 text-sm leading-6 text-ink-muted">
            <Trans>
              This course is aligned with:{" "}
              <span lang={contentLang(course.language)} className="text-ink">
                {standards}
              </span>
            </Trans>
          </p>
        </Card>
      )}
    </div>
  );
}

/** Spec: a static placeholder profile. */
export function InstructorProfile({ course }: { course: WireCourse }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="sr-only">
        <Trans>Instructor</Trans>
      </h2>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src="/images/default-avatar.svg"
          alt=""
          width={96}
          height={96}
          className="h-24 w-24 shrink-0 rounded-full border border-line bg-brand-50"
        />
        <div>
          {/* The profile's name heads its card: a heading, not a styled paragraph (axe p-as-heading). */}
          <h3 className="text-xl font-bold font-display">
            <Trans>Academy Instructor Team</Trans>
          </h3>
          <p className="text-sm font-semibold text-teal-700">
            <Trans>
              Certified <CategoryText category={course.category} language={course.language} /> professionals
            </Trans>
          </p>
          <p className="mt-3 leading-7 text-ink-muted">
            <Trans>
              Our courses are taught by working tradespeople who started where many of our students are today. They
              bring years of job-site experience, and they volunteer their time because someone once gave them a chance.
              Every lesson is reviewed for safety and for what employers expect on day one.
            </Trans>
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="inline-flex items-center gap-1.5">
              <GraduationCap className="h-4 w-4 text-brand-600" aria-hidden="true" />
              <Trans>10+ years in the trade</Trans>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users className="h-4 w-4 text-brand-600" aria-hidden="true" />
              <Trans>Mentors to hundreds of students</Trans>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Star className="h-4 w-4 text-brand-600" aria-hidden="true" />
              <Trans>Industry certified</Trans>
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}

/** 'More Courses in {category}' (spec 2): others of the category, and the way to the catalog. */
export function MoreCourses({ course }: { course: WireCourse }) {
  const category = <CategoryText category={course.category} language={course.language} />;
  const { data } = useQuery(queries.courses());
  const others = (data ?? [])
    .filter((other) => other.category === course.category && other.id !== course.id)
    .slice(0, 3);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">
        <Trans>More Courses in {category}</Trans>
      </h2>
      {others.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {others.map((other) => (
            <li key={other.id}>
              <Link
                href={`/courses/${other.id}`}
                className="text-sm font-semibold text-teal-700 underline-offset-2 hover:underline"
              >
                <span lang={contentLang(other.language)}>{other.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm leading-6 text-ink-muted">
          <Trans>More {category} courses are on the way. Meanwhile, find your next skill among all our trades.</Trans>
        </p>
      )}
      <Link href="/courses" className={`${buttonClass("outline", "sm")} mt-4 w-full`}>
        <Trans>View All Courses</Trans>
      </Link>
    </Card>
  );
}
