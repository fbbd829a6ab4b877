import { Trans, useLingui } from "@lingui/react/macro";
import { LogIn, LogOut, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { CurrentUser } from "../../../shared/contracts/auth";
import { cn } from "../../lib/cn";
import { LanguageSwitch } from "../../features/preferences/LanguageSwitch";
import { dashboardLink, DEFAULT_AVATAR, isActive, navButton, navLinks } from "./Header";

interface MobileMenuProps {
  /** Open now: the header's button sets it, closing the dialog (Escape, a link, the backdrop) clears it. */
  open: boolean;
  onClosed: () => void;
  user: CurrentUser | null;
  location: string;
}

/**
 * The header's menu on phones, a chunk of its own loaded on the first press of "Open menu" (it is
 * not on any page's first load). A native modal dialog: the browser traps focus, closes on Escape
 * and restores focus to the button.
 */
export default function MobileMenu({ open, onClosed, user, location }: MobileMenuProps) {
  const menuRef = useRef<HTMLDialogElement>(null);
  const closeMenu = () => menuRef.current?.close();
  const { i18n, t } = useLingui();
  const firstName = user?.firstName || t`User`;

  useEffect(() => {
    const dialog = menuRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  return (
    <dialog
      ref={menuRef}
      aria-label={t`Menu`}
      onClose={onClosed}
      onClick={(event) => event.target === menuRef.current && closeMenu()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-xs bg-surface p-5 text-ink shadow-[var(--shadow-raised)] backdrop:bg-black/50 open:flex open:animate-slide-in-right open:flex-col"
    >
      {/* Rendered only while open, so the closed menu adds nothing to the page. */}
      {open && (
        <nav aria-label={t`Mobile`} className="mt-10 flex flex-col gap-1">
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
          {[...navLinks, ...(user ? [dashboardLink] : [])].map((link) => (
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
              {i18n._(link.label)}
            </Link>
          ))}
          <div className="mt-4 border-t border-line pt-4">
            {user ? (
              <a
                href="/api/logout"
                {...navButton}
                className="flex items-center gap-2 rounded-lg px-3 py-3 font-semibold hover:bg-brand-50"
              >
                <LogOut className="h-5 w-5" aria-hidden="true" /> <Trans>Logout</Trans>
              </a>
            ) : (
              <a
                href="/api/login"
                {...navButton}
                className="flex items-center gap-2 rounded-lg px-3 py-3 font-semibold hover:bg-brand-50"
              >
                <LogIn className="h-5 w-5" aria-hidden="true" /> <Trans>Login</Trans>
              </a>
            )}
          </div>
          <LanguageSwitch className="mt-4 border-t border-line px-2 pt-4" />
        </nav>
      )}
      <button
        type="button"
        onClick={closeMenu}
        className="absolute top-4 right-4 rounded-md p-1 text-ink-muted hover:bg-brand-50"
        aria-label={t`Close menu`}
      >
        <X className="h-6 w-6" aria-hidden="true" />
      </button>
    </dialog>
  );
}
