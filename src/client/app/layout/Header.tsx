import { GraduationCap, Heart, LogIn, LogOut, Menu, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClass } from "../../components/ui/button";
import { useAuth } from "../../features/auth";
import { useDonation } from "../../features/donations/donation-context";
import { cn } from "../../lib/cn";

export const navLinks = [
  { href: "/", label: "Home" },
  { href: "/courses", label: "Courses" },
  { href: "/mentorship", label: "Mentorship" },
  { href: "/success-stories", label: "Success Stories" },
  { href: "/blog", label: "Blog" },
] as const;

const DEFAULT_AVATAR = "/images/default-avatar.svg";

function isActive(location: string, href: string) {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

/**
 * Login and Logout are the spec's buttons that make full-page navigations to /api/login and
 * /api/logout. They are links underneath, so they work before the page's script has loaded, with
 * the button role and Space to press them. Sign-in returns to this page: the server reads the
 * Referer.
 */
const navButton = {
  role: "button",
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  },
} as const;

export function DonateButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const donation = useDonation();
  if (!donation) {
    return (
      <a href="/donate" className={cn(buttonClass("primary", "sm"), className)}>
        <Heart className="h-4 w-4" aria-hidden="true" /> Donate
      </a>
    );
  }
  return (
    <Button
      variant="primary"
      size="sm"
      className={className}
      onClick={() => {
        onDone?.();
        donation.openDonation();
      }}
    >
      <Heart className="h-4 w-4" aria-hidden="true" /> Donate
    </Button>
  );
}

export function Header() {
  const { user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDialogElement>(null);
  const openMenu = () => {
    menuRef.current?.showModal();
    setMenuOpen(true);
  };
  const closeMenu = () => menuRef.current?.close();
  const firstName = user?.firstName || "User";

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Named by its visible text (WCAG 2.5.3 Label in Name): an aria-label would replace it. */}
        <Link href="/" className="flex min-w-0 items-center gap-2.5">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <GraduationCap className="h-6 w-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-display text-[15px] leading-tight font-bold text-ink sm:text-lg">
              Trade Skills Academy
            </span>
            <span className="hidden text-xs text-ink-muted sm:block">Building skills, building futures</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isActive(location, link.href) ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700",
                isActive(location, link.href) ? "text-brand-700" : "text-ink",
              )}
            >
              {link.label}
            </Link>
          ))}
          {user && (
            <Link
              href="/dashboard"
              aria-current={location === "/dashboard" ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-700",
                location === "/dashboard" ? "text-brand-700" : "text-ink",
              )}
            >
              Dashboard
            </Link>
          )}
        </nav>

        <div className="flex items-center gap-2">
          <DonateButton />
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <>
                <span className="flex items-center gap-2">
                  <img
                    src={user.profileImageUrl || DEFAULT_AVATAR}
                    alt=""
                    width={32}
                    height={32}
                    className="h-8 w-8 rounded-full border border-line object-cover"
                  />
                  <span className="text-sm font-semibold">{firstName}</span>
                </span>
                <a href="/api/logout" {...navButton} className={buttonClass("ghost", "sm")}>
                  <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
                </a>
              </>
            ) : (
              <a href="/api/login" {...navButton} className={buttonClass("outline", "sm")}>
                <LogIn className="h-4 w-4" aria-hidden="true" /> Login
              </a>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </Button>
          {/* A native modal dialog: the browser traps focus, closes on Escape and restores focus. */}
          <dialog
            ref={menuRef}
            aria-label="Menu"
            onClose={() => setMenuOpen(false)}
            onClick={(event) => event.target === menuRef.current && closeMenu()}
            className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-xs bg-surface p-5 text-ink shadow-[var(--shadow-raised)] backdrop:bg-black/50 open:flex open:animate-slide-in-right open:flex-col"
          >
            {/* Rendered only while open, so the closed menu adds nothing to the page. */}
            {menuOpen && (
              <nav aria-label="Mobile" className="mt-10 flex flex-col gap-1">
                {user && (
                  <div className="mb-4 flex items-center gap-3 rounded-lg bg-brand-50 p-3">
                    <img
                      src={user.profileImageUrl || DEFAULT_AVATAR}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-full object-cover"
                    />
                    <span className="font-semibold">{firstName}</span>
                  </div>
                )}
                {[...navLinks, ...(user ? [{ href: "/dashboard", label: "Dashboard" } as const] : [])].map((link) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    onClick={closeMenu}
                    aria-current={isActive(location, link.href) ? "page" : undefined}
                    className={cn(
                      "rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50",
                      isActive(location, link.href) ? "text-brand-700" : "text-ink",
                    )}
                  >
                    {link.label}
                  </Link>
                ))}
                <div className="mt-4 border-t border-line pt-4">
                  {user ? (
                    <a
                      href="/api/logout"
                      {...navButton}
                      className="flex items-center gap-2 rounded-lg px-3 py-3 font-semibold hover:bg-brand-50"
                    >
                      <LogOut className="h-5 w-5" aria-hidden="true" /> Logout
                    </a>
                  ) : (
                    <a
                      href="/api/login"
                      {...navButton}
                      className="flex items-center gap-2 rounded-lg px-3 py-3 font-semibold hover:bg-brand-50"
                    >
                      <LogIn className="h-5 w-5" aria-hidden="true" /> Login
                    </a>
                  )}
                </div>
              </nav>
            )}
            <button
              type="button"
              onClick={closeMenu}
              className="absolute top-4 right-4 rounded-md p-1 text-ink-muted hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </button>
          </dialog>
        </div>
      </div>
    </header>
  );
}
