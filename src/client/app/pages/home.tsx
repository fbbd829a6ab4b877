import { useQuery } from "@tanstack/react-query";
import {
  ArrowRight,
  Award,
  BookOpen,
  Briefcase,
  CalendarCheck,
  GraduationCap,
  Handshake,
  Heart,
  LayoutDashboard,
  Sparkles,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Stars } from "../../components/ui/stars";
import { useAuth } from "../../features/auth/use-auth";
import { useDonation } from "../../features/donations/donation-context";
import { CourseCard, CourseCardSkeleton } from "../../features/courses/CourseCard";
import { useEnroll, useEnrolledCourseIds } from "../../features/courses/use-enroll";
import { ContinueLearning } from "../../features/learning/ContinueLearning";
import { cn } from "../../lib/cn";
import { queries, type WireBlogPost, type WireMentor } from "../../lib/queries";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";

/** Spec 9: the home page shows the first 2 available mentors and the first 3 blog posts. */
const HOME_MENTORS = 2;
const HOME_POSTS = 3;

export async function prefetch({ queryClient, user }: PrefetchContext) {
  await Promise.all(
    user
      ? [queryClient.prefetchQuery(queries.featuredCourses()), queryClient.prefetchQuery(queries.enrollments())]
      : [
          queryClient.prefetchQuery(queries.featuredCourses()),
          queryClient.prefetchQuery(queries.availableMentors()),
          queryClient.prefetchQuery(queries.blog()),
        ],
  );
}

export default function HomePage() {
  usePageHead({
    title: "Trade Skills Academy",
    description:
      "A nonprofit academy teaching young people carpentry, auto mechanics, culinary arts and more, with free courses and mentors.",
  });
  const { user } = useAuth();
  return user ? <StudentHome firstName={user.firstName || "Student"} /> : <VisitorHome />;
}

// ---------------------------------------------------------------- shared pieces

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-lg leading-7 text-ink-muted">{intro}</p>
    </div>
  );
}

function DonateButton({ children, variant = "primary" }: { children: ReactNode; variant?: "primary" | "light" }) {
  const donation = useDonation();
  if (!donation) {
    return (
      <a href="/donate" className={buttonClass(variant, "lg")}>
        {children}
      </a>
    );
  }
  return (
    <Button variant={variant} size="lg" onClick={donation.openDonation}>
      {children}
    </Button>
  );
}

function FeaturedCourses({ headingLevel }: { headingLevel: 3 }) {
  const courses = useQuery(queries.featuredCourses());
  const { isAuthenticated } = useAuth();
  const { ids } = useEnrolledCourseIds();
  const { enroll, pendingCourseId } = useEnroll();
  if (courses.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only">Loading courses...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (courses.isError) {
    return <p className="text-ink-muted">Courses could not be loaded right now. Please try again later.</p>;
  }
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", courses.data.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            headingLevel={headingLevel}
            isEnrolled={isAuthenticated && ids.has(course.id)}
            isEnrolling={pendingCourseId === course.id}
            onEnroll={enroll}
          />
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------- visitors

const heroFigures = [
  { value: "2,847", label: "Students Served" },
  { value: "1,250", label: "Skills Certified" },
  { value: "892", label: "Job Placements" },
  { value: "100%", label: "Success Rate" },
];

const impactFigures = [
  { value: "96%", label: "Graduation Rate", icon: GraduationCap },
  { value: "89%", label: "Job Placement", icon: Briefcase },
  { value: "$48k", label: "Average Starting Salary", icon: Award },
  { value: "15,000+", label: "Mentor Hours", icon: Users },
];

const donationTiers = [
  { amount: "$25", impact: "Course materials for one student" },
  { amount: "$100", impact: "One month of mentorship" },
  { amount: "$500", impact: "A full certification program" },
];

function VisitorHome() {
  const startLearning = () => {
    const heading = document.getElementById("featured-courses-title");
    heading?.scrollIntoView({ behavior: "smooth", block: "start" });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-paper to-teal-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <Badge tone="teal" className="px-3 py-1 text-sm">
              <Heart className="h-4 w-4" aria-hidden="true" />
              Nonprofit Organization
            </Badge>
            <h1 className="mt-5 text-4xl leading-tight font-bold sm:text-5xl">
              Build real skills. <span className="text-brand-700">Build your future.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">
              Free, hands-on trade training and one-on-one mentorship for young people ready for a fresh start. Learn
              carpentry, auto mechanics, cooking and more at your own pace, on any phone.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={startLearning}>
                Start Learning
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Button>
              <SupportButton />
            </div>
            <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {heroFigures.map((figure) => (
                <div key={figure.label} className="rounded-xl border border-line bg-surface/80 p-3 text-center">
                  <dt className="text-xs font-semibold text-ink-muted">{figure.label}</dt>
                  <dd className="order-first font-display text-2xl font-bold text-brand-700">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <img
              src="/images/courses/carpentry-foundations.svg"
              alt="A handsaw cutting a plank on a workbench"
              width={640}
              height={360}
              fetchPriority="high"
              className="aspect-video w-full rounded-[1.5rem] border-4 border-white object-cover shadow-[var(--shadow-raised)]"
            />
            <img
              src="/images/courses/culinary-basics.svg"
              alt=""
              width={640}
              height={360}
              className="absolute -bottom-6 -left-4 hidden aspect-video w-44 rounded-2xl border-4 border-white object-cover shadow-[var(--shadow-raised)] sm:block"
            />
            <img
              src="/images/courses/urban-gardening.svg"
              alt=""
              width={640}
              height={360}
              className="absolute -top-6 -right-4 hidden aspect-video w-40 rounded-2xl border-4 border-white object-cover shadow-[var(--shadow-raised)] sm:block"
            />
            <div className="absolute right-4 bottom-4 flex items-center gap-2 rounded-xl bg-surface/95 px-3 py-2 text-sm font-semibold shadow-[var(--shadow-card)]">
              <Sparkles className="h-4 w-4 text-brand-600" aria-hidden="true" />
              Free courses, real careers
            </div>
          </div>
        </div>
      </section>

      <FeaturedCoursesSection
        className="scroll-mt-20"
        innerClassName="py-14 lg:py-20"
        intro="Start with one of our most popular courses. Most are completely free."
      />

      <MentorshipSection />

      <section aria-labelledby="impact-title" className="bg-teal-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="impact-title" className="text-2xl font-bold sm:text-3xl">
              Our Impact
            </h2>
            <p className="mt-2 text-lg leading-7 text-teal-50">
              Our students don&apos;t just finish courses. They start careers.
            </p>
          </div>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {impactFigures.map(({ value, label, icon: Icon }) => (
              <div key={label} className="flex flex-col rounded-2xl bg-white/10 p-5">
                <dt className="mt-1 text-sm font-semibold text-teal-50">{label}</dt>
                <dd className="order-first flex items-center gap-2 font-display text-3xl font-bold sm:text-4xl">
                  <Icon className="h-6 w-6 shrink-0 text-amber-400" aria-hidden="true" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <LatestUpdates />

      <section aria-labelledby="donate-title" className="bg-gradient-to-br from-brand-50 to-amber-100">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <Heart className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
            <h2 id="donate-title" className="mt-3 text-2xl font-bold sm:text-3xl">
              Help a Young Person Build a Future
            </h2>
            <p className="mt-3 text-lg leading-7 text-ink-muted">
              Every gift goes straight to tools, training and mentors for students who need a fair start.
            </p>
          </div>
          <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-3">
            {donationTiers.map((tier) => (
              <li key={tier.amount}>
                <Card className="h-full p-6 text-center">
                  {/* The amount names its card: a heading, not a styled paragraph (axe p-as-heading). */}
                  <h3 className="font-display text-4xl font-bold text-brand-700">{tier.amount}</h3>
                  <p className="mt-2 text-ink">{tier.impact}</p>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <DonateButton>
              <Heart className="h-5 w-5" aria-hidden="true" />
              Donate Now
            </DonateButton>
            <Link href="/donate#partners" className={buttonClass("outline", "lg")}>
              <Handshake className="h-5 w-5" aria-hidden="true" />
              Become a Partner
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function SupportButton() {
  const donation = useDonation();
  const content = (
    <>
      <Heart className="h-5 w-5" aria-hidden="true" />
      Support Our Mission
    </>
  );
  return donation ? (
    <Button size="lg" variant="outline" onClick={donation.openDonation}>
      {content}
    </Button>
  ) : (
    <a href="/donate" className={buttonClass("outline", "lg")}>
      {content}
    </a>
  );
}

function MentorshipSection() {
  const mentors = useQuery(queries.availableMentors());
  const shown = (mentors.data ?? []).slice(0, HOME_MENTORS);
  return (
    <section aria-labelledby="mentorship-title" className="border-y border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:py-20">
        <div>
          <SectionHeading
            id="mentorship-title"
            title="Learn From People Who've Been There"
            intro="Book a free one-on-one video session with a mentor who works in the trade you want to learn."
          />
          <ul className="mt-6 grid gap-3">
            {[
              "Get honest advice about apprenticeships and first jobs",
              "Practice interviews and talk through tough spots",
              "Sessions from 30 minutes to 2 hours, at a time that suits you",
            ].map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <CalendarCheck className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <Link href="/mentorship" className={cn(buttonClass("secondary", "lg"), "mt-8")}>
            Book a Session
          </Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {mentors.isPending
            ? Array.from({ length: HOME_MENTORS }, (_, index) => <Skeleton key={index} className="h-72 w-full" />)
            : shown.map((mentor) => <MentorPreview key={mentor.id} mentor={mentor} />)}
          {mentors.isSuccess && shown.length === 0 && (
            <p className="text-ink-muted">Our mentors are fully booked right now. Check back soon.</p>
          )}
        </div>
      </div>
    </section>
  );
}

function MentorPreview({ mentor }: { mentor: WireMentor }) {
  const rating = Number(mentor.rating);
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-center gap-4">
        <img
          src={mentor.imageUrl || "/images/default-avatar.svg"}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-bold leading-snug">{mentor.name}</h3>
          <p className="text-sm text-ink-muted">{mentor.title}</p>
        </div>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Stars rating={mentor.rating} />
        <span className="font-semibold text-ink">{Number.isFinite(rating) ? rating.toFixed(1) : mentor.rating}</span>
        <span>· {mentor.sessionCount} sessions</span>
      </p>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-ink-muted">{mentor.bio}</p>
      <ul className="mt-auto flex flex-wrap gap-1.5 pt-4">
        {mentor.expertise.slice(0, 3).map((skill) => (
          <li key={skill}>
            <Badge tone="neutral">{skill}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function LatestUpdates() {
  const posts = useQuery(queries.blog());
  const shown = (posts.data ?? []).filter((post) => post.isPublished).slice(0, HOME_POSTS);
  return (
    <section aria-labelledby="updates-title">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="updates-title"
            title="Latest Updates"
            intro="News, trade tips and stories from our students and mentors."
          />
          <Link href="/blog" className={cn(buttonClass("outline"), "shrink-0")}>
            View All Posts
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.isPending
            ? Array.from({ length: HOME_POSTS }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-80 w-full" />
                </li>
              ))
            : shown.map((post) => (
                <li key={post.id}>
                  <PostPreview post={post} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function PostPreview({ post }: { post: WireBlogPost }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={post.imageUrl || "/images/og-default.svg"}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-amber-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone="brand">{post.category}</Badge>
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
          ) : (
            "Draft"
          )}
        </p>
        <h3 className="mt-3 text-lg leading-snug font-bold">
          <Link href={`/blog/${post.id}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-sm leading-6 text-ink-muted">{post.excerpt}</p>}
      </div>
    </Card>
  );
}

// ---------------------------------------------------------------- signed in

function StudentHome({ firstName }: { firstName: string }) {
  const enrollments = useQuery(queries.enrollments());
  const quickLinks = [
    { href: "/dashboard", label: "Dashboard", text: "Your courses, sessions and achievements", icon: LayoutDashboard },
    { href: "/courses", label: "Browse Courses", text: "Find your next skill", icon: BookOpen },
    { href: "/mentorship", label: "Mentorship", text: "Book a session with a mentor", icon: Users },
  ];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-paper to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">Welcome back, {firstName}!</h1>
          <p className="mt-2 text-lg text-ink-muted">Every lesson gets you closer to your first day on the job.</p>
          <nav aria-label="Quick links" className="mt-8">
            <ul className="grid gap-4 sm:grid-cols-3">
              {quickLinks.map(({ href, label, text, icon: Icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="flex h-full items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] hover:border-teal-700 hover:bg-teal-50"
                  >
                    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span>
                      <span className="block font-bold">{label}</span>
                      <span className="block text-sm text-ink-muted">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section aria-labelledby="continue-title">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <h2 id="continue-title" className="text-2xl font-bold">
            Continue Learning
          </h2>
          <div className="mt-5">
            {enrollments.isPending ? (
              <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
                <Skeleton className="h-32 w-full" />
                <Skeleton className="h-32 w-full" />
              </div>
            ) : enrollments.isError ? (
              <p className="text-ink-muted">Your courses could not be loaded right now. Please try again later.</p>
            ) : (
              <ContinueLearning enrollments={enrollments.data} />
            )}
          </div>
        </div>
      </section>

      <FeaturedCoursesSection innerClassName="pb-14" intro="Add another skill. Most of our courses are free." />

      <section aria-labelledby="give-title" className="bg-teal-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="give-title" className="text-2xl font-bold">
              Pay It Forward
            </h2>
            <p className="mt-2 max-w-xl text-teal-50">
              $25 buys course materials for one student. Help the next learner get the start you&apos;re getting.
            </p>
          </div>
          <DonateButton variant="light">
            <Heart className="h-5 w-5" aria-hidden="true" />
            Donate Now
          </DonateButton>
        </div>
      </section>
    </>
  );
}

/** 'Featured Courses' with 'View All Courses', on the visitor's and the student's home page. */
function FeaturedCoursesSection({
  intro,
  className,
  innerClassName,
}: {
  intro: string;
  className?: string;
  innerClassName: string;
}) {
  return (
    <section aria-labelledby="featured-courses-title" className={className}>
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6", innerClassName)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="featured-courses-title" title="Featured Courses" intro={intro} />
          <Link href="/courses" className={cn(buttonClass("outline"), "shrink-0")}>
            View All Courses
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedCourses headingLevel={3} />
        </div>
      </div>
    </section>
  );
}
