import { CheckCircle2, X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

/** How long a notification stays, as the spec sets it. */
export const toastDurationMs = 5000;

interface Toast {
  id: number;
  title: string;
  description?: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(toast: Omit<Toast, "id">) {
  toasts = [...toasts, { ...toast, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const noChange = () => () => {};

/**
 * Where notifications appear: announced politely to screen readers, gone after 5 seconds.
 * Rendered into <body> once the page is live (notifications only follow a visitor's action):
 * under an ancestor with containment or a transform it would be pinned to that ancestor, not
 * to the screen (decision 014).
 */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!live) return null;
  return createPortal(
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:items-end"
    >
      <div role="status" aria-live="polite" className="contents">
        {current.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border border-success/30 bg-white p-4 shadow-lift motion-safe:animate-[toast-in_200ms_ease-out]">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      <div className="flex-1">
        <p className="font-semibold text-navy-900">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-muted text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="-m-1 flex size-8 items-center justify-center rounded-md text-muted hover:bg-navy-50"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  );
}
