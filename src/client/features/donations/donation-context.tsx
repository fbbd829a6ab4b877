import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

const DonationDialog = lazy(() => import("./DonationDialog"));

interface DonationContextValue {
  /** Opens the donation dialog, with an amount chosen when given (a tier's "Donate $100"). */
  openDonation: (amount?: number) => void;
}

const DonationContext = createContext<DonationContextValue | null>(null);

/** One donation dialog for the whole site; its code loads on first use. */
export function DonationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const openDonation = useCallback((chosen?: number) => {
    // Handlers given straight to onClick get the event: only a number is an amount.
    setAmount(typeof chosen === "number" ? chosen : undefined);
    setLoaded(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openDonation }), [openDonation]);
  return (
    <DonationContext.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <DonationDialog open={open} onOpenChange={setOpen} initialAmount={amount} />
        </Suspense>
      )}
    </DonationContext.Provider>
  );
}

/** The donation handler, or null outside the provider (buttons then go to /donate). */
export function useDonation(): DonationContextValue | null {
  return useContext(DonationContext);
}
