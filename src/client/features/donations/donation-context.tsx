import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

const DonationDialog = lazy(() => import("./DonationDialog"));

interface DonationContextValue {
  /** Opens the donation dialog. */
  openDonation: () => void;
}

const DonationContext = createContext<DonationContextValue | null>(null);

/** One donation dialog for the whole site; its code loads on first use. */
export function DonationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openDonation = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openDonation }), [openDonation]);
  return (
    <DonationContext.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <DonationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </DonationContext.Provider>
  );
}

/** The donation handler, or null outside the provider (buttons then go to /donate). */
export function useDonation(): DonationContextValue | null {
  return useContext(DonationContext);
}
