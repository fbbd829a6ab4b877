import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { GraduationCap, Heart, LogIn, LogOut, Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClass, linkButton } from "../../components/ui/button";
import { useAuth } from "../../features/auth";
import { DonateLink } from "../../features/donations/DonateLink";
import { cn } from "../../lib/cn";
import { SITE_NAME } from "../head";
import { later } from "../later";

export const navLinks = [
  { href: "/", label: msg`Home` },
  { href: "/courses", label: msg`Courses` },
  { href: "/mentorship", label: msg`Mentorship` },
  { href: "/success-stories", label: msg`Success Stories` },
  { href: "/blog", label: msg`Blog` },
] as const;
export const dashboardLink = { href: "/dashboard", label: msg`Dashboard` } as const;

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

export function isActive(location: string, href: string) {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

/**
 * The language switch (shown from 1280 px; the footer and the menu have it too): the server renders
 * it, and its buttons hydrate when their code has come, after the app's (later.tsx).
 */
const LanguageSwitch = later(() =>
  import("../../features/preferences/LanguageSwitch").then((module) => module.LanguageSwitch),
);

/** The phone's menu: the header's button opens it, and its code comes with the first opening. */
const MobileMenu = lazy(() => import("./MobileMenu"));

/**
 * Login and Logout are the spec's buttons that make full-page navigations to /api/login and
 * /api/logout: links with the button role (linkButton). Sign-in returns to this page: the server
 * reads the Referer.
 */
export const navButton = linkButton;

/** The header's Donate: the dialog once hydrated, /donate before (issue 23). */
export function DonateButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  return (
    <DonateLink className={cn(buttonClass("primary", "sm"), className)} onOpen={onDone}>
      <Heart className="h-4 w-4" aria-hidden="true" /> <Trans>Donate</Trans>
    </DonateLink>
  );
}

export function Header() {
  const { user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads on its first opening.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  const { i18n, t } = useLingui();
  const firstName = user?.firstName || t`User`;
  // Signed in, the header holds six links, Donate, the avatar, the first name and Logout: in one row
  // from 1280 px. Between 1024 and 1280 px the links go to the menu, as on a phone, so none wraps
  // and Logout never covers the name, in either language (issue 23).
  const wide = user ? "xl" : "lg";

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:gap-4">
        {/* Named by its visible text (WCAG 2.5.3 Label in Name): an aria-label would replace it. */}
        <Link href="/" className="flex min-w-0 items-center gap-2.5 lg:shrink-0">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <GraduationCap className="h-6 w-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-display text-[15px] leading-tight font-bold text-ink sm:text-lg lg:whitespace-nowrap">
              {SITE_NAME}
            </span>
            {/* Beside the desktop links only where there is room for it. */}
            <span className="hidden truncate text-xs text-ink-muted sm:block lg:hidden 2xl:block">
              <Trans>Building skills, building futures</Trans>
            </span>
          </span>
        </Link>

        {/* Tighter between 1024 and 1280 px: the Spanish links, Donar and Iniciar sesión just fit there. */}
        <nav
          aria-label={t`Main`}
          className={cn("hidden items-center gap-0.5 xl:gap-1", wide === "xl" ? "xl:flex" : "lg:flex")}
        >
          {navLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isActive(location, link.href) ? "page" : undefined}
              className={cn(
                "rounded-md px-1.5 py-2 text-sm font-semibold whitespace-nowrap xl:px-2 transition-colors hover:bg-brand-50 hover:text-brand-700 2xl:px-3",
                isActive(location, link.href) ? "text-brand-700" : "text-ink",
              )}
            >
              {i18n._(link.label)}
            </Link>
          ))}
          {user && (
            <Link
              href="/dashboard"
              aria-current={location === "/dashboard" ? "page" : undefined}
              className={cn(
                "rounded-md px-1.5 py-2 text-sm font-semibold whitespace-nowrap xl:px-2 hover:bg-brand-50 hover:text-brand-700 2xl:px-3",
                location === "/dashboard" ? "text-brand-700" : "text-ink",
              )}
            >
              {i18n._(dashboardLink.label)}
            </Link>
          )}
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* Signed in, the name and Logout need its room below 1536 px: the footer and the menu have it too. */}
          <LanguageSwitch className={user ? "hidden 2xl:flex" : "hidden xl:flex"} />
          <DonateButton className="shrink-0" />
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <>
                <span className="flex min-w-0 items-center gap-2">
                  <img
                    src={user.profileImageUrl || DEFAULT_AVATAR}
                    alt=""
                    width={32}
                    height={32}
                    className="h-8 w-8 shrink-0 rounded-full border border-line object-cover"
                  />
                  {/* A long name is cut with an ellipsis; its title and the menu show it whole. */}
                  <span title={firstName} className="max-w-32 truncate text-sm font-semibold whitespace-nowrap">
                    {firstName}
                  </span>
                </span>
                <a href="/api/logout" {...navButton} className={cn(buttonClass("ghost", "sm"), "shrink-0")}>
                  <LogOut className="h-4 w-4" aria-hidden="true" />{" "}
                  {/* Below 1536 px the icon alone shows: the header is full there. */}
                  <span className="sr-only 2xl:not-sr-only">
                    <Trans>Logout</Trans>
                  </span>
                </a>
              </>
            ) : (
              <a href="/api/login" {...navButton} className={buttonClass("outline", "sm")}>
                <LogIn className="h-4 w-4" aria-hidden="true" /> <Trans>Login</Trans>
              </a>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className={wide === "xl" ? "xl:hidden" : "lg:hidden"}
            data-replay=""
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </Button>
          {menuLoaded && (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onClosed={() => setMenuOpen(false)} user={user} location={location} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
