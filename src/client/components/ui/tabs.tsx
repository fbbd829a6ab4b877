import {
  createContext,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
} from "react";
import { cn } from "../../lib/cn";
import { rovingTarget } from "../../lib/roving-focus";

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of buttons, one tab in the Tab order (the
 * selected one), arrow keys and Home/End move between tabs and select them (automatic
 * activation), each panel labelled by its tab. Hand-written: Radix Tabs cost about 7 kB of
 * first-load JavaScript on the pages that use them. Always controlled (value, onValueChange).
 */
interface TabsState {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must sit inside <Tabs>");
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  ...props
}: { value: string; onValueChange: (value: string) => void } & HTMLAttributes<HTMLDivElement>) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, onValueChange, baseId }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/**
 * Every tab stays in sight on a phone, in either language and with wider text spacing: a label
 * wraps onto two lines, and a tab whose longest word no longer fits goes to a second row.
 */
export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tab = rovingTarget<HTMLButtonElement>(event, '[role="tab"]:not(:disabled)', {
      previous: "ArrowLeft",
      next: "ArrowRight",
    });
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    tab.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("flex w-full flex-wrap gap-1 rounded-[var(--radius-control)] bg-brand-50 p-1", className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  ...props
}: { value: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-controls={panelId(tabs.baseId, value)}
      aria-selected={selected}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !selected) tabs.onValueChange(value);
      }}
      className={cn(
        "flex-1 cursor-pointer rounded-md px-2 py-2 text-sm leading-tight font-semibold text-ink-muted transition-colors sm:px-3",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; rendered only while its tab is selected, unless forceMount keeps it (hidden by CSS). */
export function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: { value: string; forceMount?: boolean } & HTMLAttributes<HTMLDivElement>) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={0}
      className={cn("mt-5", className)}
      {...props}
    />
  );
}
