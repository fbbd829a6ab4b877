import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, BookOpen, Heart, LayoutDashboard, Sparkles, Users } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useAuth } from "../../features/auth/use-auth";
import { SupportButton } from "../../features/donations/DonationSections";
import { queries } from "../../lib/queries";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { later } from "../later";

// The sections under the welcome: their code comes after the page's (later.tsx).
const FeaturedCoursesSection = later(() =>
  import("../../features/courses/FeaturedCourses").then((module) => module.FeaturedCoursesSection),
);
const MentorshipSection = later(() =>
  import("../../features/mentors/MentorshipSection").then((module) => module.MentorshipSection),
);
// The hero's figures have no control: they hydrate after the page (issue 24's live figures).
const HeroFigures = later(() => import("../../features/stories/ImpactFigures").then((module) => module.ImpactFigures));
const OurImpact = later(() => import("../../features/stories/OurImpact").then((module) => module.OurImpact));
const LatestUpdates = later(() => import("../../features/blog/LatestUpdates").then((module) => module.LatestUpdates));
const DonationAppeal = later(() =>
  import("../../features/donations/DonationSections").then((module) => module.DonationAppeal),
);
const PayItForward = later(() =>
  import("../../features/donations/DonationSections").then((module) => module.PayItForward),
);
const ContinueLearningSection = later(() =>
  import("../../features/enrolments/ContinueLearning").then((module) => module.ContinueLearningSection),
);

export async function prefetch({ queryClient, user }: PrefetchContext) {
  await Promise.all(
    user
      ? [queryClient.prefetchQuery(queries.featuredCourses()), queryClient.prefetchQuery(queries.enrollments())]
      : [
          queryClient.prefetchQuery(queries.featuredCourses()),
          queryClient.prefetchQuery(queries.availableMentors()),
          queryClient.prefetchQuery(queries.blog()),
          queryClient.prefetchQuery(queries.publicFigures()),
        ],
  );
}

export default function HomePage() {
  const { t } = useLingui();
  usePageHead({
    title: "Trade Skills Academy",
    description: t`A nonprofit academy teaching young people carpentry, auto mechanics, culinary arts and more, with free courses and mentors.`,
  });
  const { user } = useAuth();
  return user ? <StudentHome firstName={user.firstName || t`Student`} /> : <VisitorHome />;
}

// ---------------------------------------------------------------- visitors

const heroFigures = [
  { value: "2,847", label: msg`Students Served` },
  { value: "1,250", label: msg`Skills Certified` },
  { value: "892", label: msg`Job Placements` },
  { value: "100%", label: msg`Success Rate` },
];

function VisitorHome() {
  const { t } = useLingui();
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
              <Trans>Nonprofit Organization</Trans>
            </Badge>
            <h1 className="mt-5 text-4xl leading-tight font-bold sm:text-5xl">
              <Trans>
                Build real skills. <span className="text-brand-700">Build your future.</span>
              </Trans>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">
              <Trans>
                Free, hands-on trade training and one-on-one mentorship for young people ready for a fresh start. Learn
                carpentry, auto mechanics, cooking and more at your own pace, on any phone.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" data-replay="" onClick={startLearning}>
                <Trans>Start Learning</Trans>
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Button>
              <SupportButton />
            </div>
            <HeroFigures
              fixed={heroFigures}
              servedLabel={msg`Students Served`}
              classes={{
                list: "mt-10 grid grid-cols-2 gap-4",
                listLive: "sm:grid-cols-3",
                listFixed: "sm:grid-cols-4",
                item: "rounded-xl border border-line bg-surface/80 p-3 text-center",
                term: "text-xs font-semibold text-ink-muted",
                value: "order-first font-display text-2xl font-bold text-brand-700",
                date: "mt-2 text-sm text-ink-muted",
              }}
            />
          </div>
          <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <ResponsiveImage
              src="/images/courses/carpentry-foundations.svg"
              alt={t`A handsaw cutting a plank on a workbench`}
              width={640}
              height={360}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              className="aspect-video w-full rounded-[1.5rem] border-4 border-white object-cover shadow-[var(--shadow-raised)]"
            />
            <ResponsiveImage
              src="/images/courses/culinary-basics.svg"
              alt=""
              width={640}
              height={360}
              sizes="176px"
              decorative
              className="absolute -bottom-6 -left-4 hidden aspect-video w-44 rounded-2xl border-4 border-white object-cover shadow-[var(--shadow-raised)] sm:block"
            />
            <ResponsiveImage
              src="/images/courses/urban-gardening.svg"
              alt=""
              width={640}
              height={360}
              sizes="160px"
              decorative
              className="absolute -top-6 -right-4 hidden aspect-video w-40 rounded-2xl border-4 border-white object-cover shadow-[var(--shadow-raised)] sm:block"
            />
            <div className="absolute right-4 bottom-4 flex items-center gap-2 rounded-xl bg-surface/95 px-3 py-2 text-sm font-semibold shadow-[var(--shadow-card)]">
              <Sparkles className="h-4 w-4 text-brand-600" aria-hidden="true" />
              <Trans>Free courses, real careers</Trans>
            </div>
          </div>
        </div>
      </section>

      <FeaturedCoursesSection
        className="scroll-mt-20"
        innerClassName="py-14 lg:py-20"
        intro={t`Start with one of our most popular courses. Most are completely free.`}
      />
      <MentorshipSection />
      <OurImpact />
      <LatestUpdates />
      <DonationAppeal />
    </>
  );
}

// ---------------------------------------------------------------- signed in

function StudentHome({ firstName }: { firstName: string }) {
  const { t } = useLingui();
  const quickLinks = [
    {
      href: "/dashboard",
      label: t`Dashboard`,
      text: t`Your courses, sessions and achievements`,
      icon: LayoutDashboard,
    },
    { href: "/courses", label: t`Browse Courses`, text: t`Find your next skill`, icon: BookOpen },
    { href: "/mentorship", label: t`Mentorship`, text: t`Book a session with a mentor`, icon: Users },
  ];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-paper to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">
            <Trans>Welcome back, {firstName}!</Trans>
          </h1>
          <p className="mt-2 text-lg text-ink-muted">
            <Trans>Every lesson gets you closer to your first day on the job.</Trans>
          </p>
          <nav aria-label={t`Quick links`} className="mt-8">
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

      <ContinueLearningSection />
      <FeaturedCoursesSection innerClassName="pb-14" intro={t`Add another skill. Most of our courses are free.`} />
      <PayItForward />
    </>
  );
}
